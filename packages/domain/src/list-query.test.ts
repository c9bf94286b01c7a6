import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  comparatorOf,
  keywordSearchOf,
  listQuerySchema,
  pageSlice,
  pageWindow,
  pagingShape,
  sortShape,
  sortTermsOf,
} from './list-query';

describe('listQuerySchema', () => {
  it('pages 25 at a time by default, at most 500', () => {
    const schema = listQuerySchema();
    expect(schema.parse({})).toEqual({ page: 1, per_page: 25 });
    expect(schema.parse({ page: '3', per_page: '500' })).toMatchObject({ page: 3, per_page: 500 });
    expect(schema.safeParse({ per_page: '501' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });

  it("takes the resource's page size and maximum", () => {
    const schema = listQuerySchema({ perPage: { default: 250, max: 300 } });
    expect(schema.parse({}).per_page).toBe(250);
    expect(schema.safeParse({ per_page: '301' }).success).toBe(false);
  });

  it('refuses a sort field the resource does not allow, on sort, naming the allowed ones', () => {
    const schema = listQuerySchema({ sortable: ['name', 'id'] });
    expect(schema.safeParse({ 'sort[by]': 'name', 'sort[order]': 'desc' }).success).toBe(true);
    expect(schema.safeParse({ sort: 'name,-id' }).success).toBe(true);
    const byField = schema.safeParse({ 'sort[by]': 'password_hash' });
    expect(byField.error?.issues).toEqual([
      expect.objectContaining({ path: ['sort'], message: 'Cannot sort by password_hash (allowed: name, id)' }),
    ]);
    expect(schema.safeParse({ sort: 'name,-secret' }).error?.issues[0]?.message).toContain('Cannot sort by secret');
  });

  it('keeps the check when a resource extends the schema with its own parameters', () => {
    const schema = listQuerySchema({ sortable: ['name'] }).extend({ group_id: z.coerce.number().optional() });
    expect(schema.parse({ group_id: '4', sort: 'name' })).toMatchObject({ group_id: 4, sort: 'name' });
    expect(schema.safeParse({ group_id: '4', sort: 'city' }).success).toBe(false);
  });

  it('accepts any sort without sortable (lists with one order)', () => {
    expect(listQuerySchema().safeParse({ 'sort[by]': 'anything' }).success).toBe(true);
  });

  it('documents the same parameters whatever the options', () => {
    const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' });
    const plain = json(listQuerySchema()) as { properties: Record<string, unknown> };
    expect(Object.keys(plain.properties)).toEqual([
      'page',
      'per_page',
      'sort[by]',
      'sort[order]',
      'sort',
      'keywords',
      'search_type',
      'nonce',
    ]);
    expect(json(listQuerySchema({ sortable: ['name'] }))).toEqual(plain);
  });
});

describe('pagingShape and sortShape', () => {
  it('bound the page when asked, and sort by a closed set with defaults', () => {
    const schema = z.object({
      ...pagingShape({ perPage: { default: 25, max: 100 }, maxPage: 10 }),
      ...sortShape(['published_at', 'rating'], { by: 'published_at', order: 'desc' }),
    });
    expect(schema.parse({})).toEqual({ page: 1, per_page: 25, 'sort[by]': 'published_at', 'sort[order]': 'desc' });
    expect(schema.safeParse({ page: '11' }).success).toBe(false);
    expect(schema.safeParse({ 'sort[by]': 'author' }).success).toBe(false);
  });
});

describe('sortTermsOf', () => {
  it('reads sort[by] with sort[order], which win over sort', () => {
    expect(sortTermsOf({ 'sort[by]': 'name', 'sort[order]': 'desc', sort: 'id' })).toEqual([
      { field: 'name', descending: true },
    ]);
    expect(sortTermsOf({ 'sort[by]': 'name' })).toEqual([{ field: 'name', descending: false }]);
  });

  it('reads each of sort=field,-field, also written `field desc` or `field:desc`', () => {
    expect(sortTermsOf({ sort: 'ordinal, -name,id desc,code:asc' })).toEqual([
      { field: 'ordinal', descending: false },
      { field: 'name', descending: true },
      { field: 'id', descending: true },
      { field: 'code', descending: false },
    ]);
  });

  it('answers no terms when no sort is asked (a lone sort[order] included)', () => {
    expect(sortTermsOf({})).toEqual([]);
    expect(sortTermsOf({ sort: ' , ' })).toEqual([]);
    expect(sortTermsOf({ 'sort[order]': 'desc' })).toEqual([]);
  });
});

describe('keywordSearchOf', () => {
  it('trims the keywords and splits them into words; relevance unless type-ahead is asked', () => {
    expect(keywordSearchOf({ keywords: '  north  west ' })).toEqual({
      phrase: 'north  west',
      words: ['north', 'west'],
      typeahead: false,
    });
    expect(keywordSearchOf({ keywords: 'po', search_type: 'typeahead' })?.typeahead).toBe(true);
    expect(keywordSearchOf({ keywords: 'po', search_type: 'relevance' })?.typeahead).toBe(false);
  });

  it('answers undefined without keywords', () => {
    expect(keywordSearchOf({})).toBeUndefined();
    expect(keywordSearchOf({ keywords: '   ', search_type: 'typeahead' })).toBeUndefined();
  });
});

describe('pageWindow and pageSlice', () => {
  it('cover the rows of the page asked', () => {
    expect(pageWindow({ page: 1, per_page: 25 })).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow({ page: 3, per_page: 250 })).toEqual({ limit: 250, offset: 500 });
    const items = Array.from({ length: 7 }, (_, index) => index);
    expect(pageSlice(items, { page: 2, per_page: 3 })).toEqual([3, 4, 5]);
    expect(pageSlice(items, { page: 3, per_page: 3 })).toEqual([6]);
    expect(pageSlice(items, { page: 4, per_page: 3 })).toEqual([]);
  });
});

describe('comparatorOf', () => {
  type Row = { id: number; name: string; rank: number };
  const rows: Row[] = [
    { id: 1, name: 'b', rank: 2 },
    { id: 2, name: 'a', rank: 1 },
    { id: 3, name: 'a', rank: 2 },
  ];
  const comparisons = {
    name: (a: Row, b: Row) => a.name.localeCompare(b.name),
    rank: (a: Row, b: Row) => a.rank - b.rank,
  };
  const ids = (compare: (a: Row, b: Row) => number) => [...rows].sort(compare).map((row) => row.id);
  const byId = (a: Row, b: Row) => a.id - b.id;

  it('sorts by each term in turn, descending where asked, then by the tie-break', () => {
    expect(ids(comparatorOf([{ field: 'name', descending: false }], comparisons, byId))).toEqual([2, 3, 1]);
    expect(ids(comparatorOf([{ field: 'name', descending: true }], comparisons, byId))).toEqual([1, 2, 3]);
    expect(
      ids(
        comparatorOf(
          [
            { field: 'rank', descending: true },
            { field: 'name', descending: false },
          ],
          comparisons,
          byId,
        ),
      ),
    ).toEqual([3, 1, 2]);
    expect(ids(comparatorOf([], comparisons, (a, b) => b.id - a.id))).toEqual([3, 2, 1]);
  });

  it('throws on a field without a comparison (the schema refuses it first)', () => {
    expect(() => comparatorOf([{ field: 'secret', descending: false }], comparisons, byId)).toThrow(RangeError);
  });
});
