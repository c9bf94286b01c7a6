import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftDialog } from './use-draft-dialog';

type Draft = { name: string };
const parseDraft = (value: unknown): Draft | undefined =>
  typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'
    ? { name: value.name }
    : undefined;
const words = { saved: 'Saved', notSaved: 'Not saved' };
const KEY = 'repute:template-draft:7:70';

afterEach(() => window.localStorage.clear());

function dialog() {
  const save = { mutate: vi.fn() };
  return renderHook(() => useDraftDialog<Draft>(save, words, { key: KEY, parseDraft }));
}

describe('useDraftDialog with a storage key', () => {
  it('reopens the half-written draft after the screen was left (spec 000 §9)', () => {
    const first = dialog();
    act(() => first.result.current.open({ id: 4, draft: { name: 'Friendly' } }));
    act(() => first.result.current.change({ name: 'Friendly, warm' }));
    first.unmount();

    expect(dialog().result.current.editing).toEqual({ id: 4, draft: { name: 'Friendly, warm' } });
  });

  it('forgets it once closed, and ignores what it cannot read', () => {
    const first = dialog();
    act(() => first.result.current.open({ draft: { name: 'New' } }));
    act(() => first.result.current.close());
    first.unmount();
    expect(dialog().result.current.editing).toBeNull();

    window.localStorage.setItem(KEY, JSON.stringify({ id: 'x', draft: { name: 3 } }));
    expect(dialog().result.current.editing).toBeNull();
  });
});
