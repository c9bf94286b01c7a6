import { keywordSearchOf } from '@repute/domain';
import { asc, type SQL, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { escapeLike, keywordsCondition, orderByOf, relevanceOrder } from './list-query';

const people = pgTable('people', {
  id: integer('id').primaryKey(),
  first: text('first'),
  last: text('last'),
  searchText: text('search_text'),
});

const dialect = new PgDialect();
const render = (query: SQL | undefined) => (query ? dialect.sqlToQuery(query) : undefined);

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('keywordsCondition', () => {
  it('is undefined without keywords', () => {
    expect(keywordsCondition([people.first], keywordSearchOf({ keywords: '  ' }))).toBeUndefined();
  });

  it('needs every word anywhere in the columns read as one text (relevance)', () => {
    const query = render(keywordsCondition([people.first, people.last], keywordSearchOf({ keywords: 'ann 5%' })));
    expect(query?.sql).toBe(
      `(coalesce("people"."first", '') || ' ' || coalesce("people"."last", '') ilike $1 and coalesce("people"."first", '') || ' ' || coalesce("people"."last", '') ilike $2)`,
    );
    expect(query?.params).toEqual(['%ann%', '%5\\%%']);
  });

  it('matches word starts for type-ahead, and reads one column bare', () => {
    const query = render(
      keywordsCondition([people.first], keywordSearchOf({ keywords: 'an', search_type: 'typeahead' })),
    );
    expect(query?.sql).toBe(`(' ' || "people"."first") ilike $1`);
    expect(query?.params).toEqual(['% an%']);
  });

  it('compares a lower-cased column with like and lower-cased words', () => {
    const query = render(
      keywordsCondition([people.searchText], keywordSearchOf({ keywords: 'NW' }), { lowerCased: true }),
    );
    expect(query?.sql).toBe(`"people"."search_text" like $1`);
    expect(query?.params).toEqual(['%nw%']);
  });

  it('matches the whole phrase, at the start of the text for type-ahead', () => {
    const lowerName = sql`lower(${people.first})`;
    const options = { lowerCased: true, wholeText: true };
    const typeahead = render(
      keywordsCondition([lowerName], keywordSearchOf({ keywords: 'Ann B', search_type: 'typeahead' }), options),
    );
    expect(typeahead?.sql).toBe(`lower("people"."first") like $1`);
    expect(typeahead?.params).toEqual(['ann b%']);
    expect(render(keywordsCondition([lowerName], keywordSearchOf({ keywords: 'Ann B' }), options))?.params).toEqual([
      '%ann b%',
    ]);
  });
});

describe('relevanceOrder', () => {
  it('ranks a phrase prefix first, then a word prefix, then the rest', () => {
    const search = keywordSearchOf({ keywords: ' ann ' });
    if (!search) throw new Error('keywords expected');
    const query = render(relevanceOrder(people.first, search));
    expect(query?.sql).toBe(
      `case when "people"."first" ilike $1 then 0 when "people"."first" ilike $2 then 1 else 2 end`,
    );
    expect(query?.params).toEqual(['ann%', '% ann%']);
  });
});

describe('orderByOf', () => {
  const columns = { first: people.first, last: people.last };
  const rendered = (order: SQL[]) => order.map((part) => render(part)?.sql);

  it('orders by each term by its column', () => {
    expect(
      rendered(
        orderByOf(
          [
            { field: 'last', descending: true },
            { field: 'first', descending: false },
          ],
          columns,
        ),
      ),
    ).toEqual(['"people"."last" desc', '"people"."first" asc']);
  });

  it('answers the fallback when no sort is asked', () => {
    expect(rendered(orderByOf([], columns, [asc(people.id)]))).toEqual(['"people"."id" asc']);
    expect(orderByOf([], columns)).toEqual([]);
  });

  it('throws a plain error, not an HTTP answer, for a field without a column (the schema refuses it first)', () => {
    expect(() => orderByOf([{ field: 'password', descending: false }], columns)).toThrow(RangeError);
  });
});
