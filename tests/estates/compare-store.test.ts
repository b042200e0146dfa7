// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_KEY, createCompareStore } from '@/lib/estates/compare/compare-store';

beforeEach(() => localStorage.clear());

describe('compare selection store', () => {
  it('keeps the chosen listings in the order they were chosen, across a reload', () => {
    const store = createCompareStore();
    expect(store.toggle(11)).toBe('added');
    expect(store.toggle(22)).toBe('added');
    expect(store.getSnapshot()).toEqual([11, 22]);
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY) ?? 'null')).toEqual([11, 22]);
    expect(createCompareStore().getSnapshot()).toEqual([11, 22]);
    expect(store.toggle(11)).toBe('removed');
    expect(store.getSnapshot()).toEqual([22]);
  });

  it('refuses a fifth listing, counts the refusal until the selection changes, and tells listeners', () => {
    const store = createCompareStore();
    for (const id of [1, 2, 3, 4]) store.toggle(id);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    expect(store.toggle(5)).toBe('full');
    expect(store.getSnapshot()).toEqual([1, 2, 3, 4]);
    expect(store.getRefusals()).toBe(1);
    expect(heard).toBe(1);
    store.toggle(4);
    expect(store.getRefusals()).toBe(0);
    expect(store.toggle(5)).toBe('added');
    expect(store.getSnapshot()).toEqual([1, 2, 3, 5]);
  });

  it('reads a corrupted or over-long stored value as an empty selection, and never stores an invalid id', () => {
    localStorage.setItem(COMPARE_KEY, '[1,2,3,4,5]');
    expect(createCompareStore().getSnapshot()).toEqual([]);
    localStorage.setItem(COMPARE_KEY, 'not json');
    const store = createCompareStore();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.toggle(0)).toBe('removed');
    expect(store.toggle(-1)).toBe('removed');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps the selection in memory when storage refuses writes, and clears it', () => {
    const store = createCompareStore({ storage: () => null });
    store.toggle(7);
    expect(store.getSnapshot()).toEqual([7]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });
});
