import { describe, expect, it } from 'vitest';
import { countText, pageItems, rowNumber, showingRange, totalPages } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last, the current page and its neighbours with ellipses for gaps', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('handles the edges', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('shows the page itself instead of an ellipsis for a gap of exactly one page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(50, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageItems(0, 10)).toEqual([1, 2, 'ellipsis', 10]);
  });
});

describe('rowNumber', () => {
  it('numbers rows across pages', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(1, 10, 9)).toBe(10);
    expect(rowNumber(3, 10, 4)).toBe(25);
    expect(rowNumber(2, 25, 0)).toBe(26);
  });
});

describe('showingRange', () => {
  it('gives the row numbers of the current page', () => {
    expect(showingRange(1, 10, 95)).toEqual({ first: 1, last: 10 });
    expect(showingRange(10, 10, 95)).toEqual({ first: 91, last: 95 });
    expect(showingRange(1, 10, 3)).toEqual({ first: 1, last: 3 });
    expect(showingRange(1000, 10, 10_000)).toEqual({ first: 9991, last: 10000 });
  });

  it('reads 0-0 when there is nothing', () => {
    expect(showingRange(1, 10, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('totalPages', () => {
  it('rounds up', () => {
    expect(totalPages(95, 10)).toBe(10);
    expect(totalPages(100, 10)).toBe(10);
    expect(totalPages(101, 10)).toBe(11);
    expect(totalPages(1, 10)).toBe(1);
    expect(totalPages(0, 10)).toBe(0);
  });

  it('refuses a page size below 1', () => {
    expect(() => totalPages(10, 0)).toThrow(RangeError);
  });
});

describe('countText', () => {
  it('groups thousands as each language writes them, with + when capped', () => {
    expect(countText(10_000, true, 'en')).toBe('10,000+');
    expect(countText(10_000, true, 'id')).toBe('10.000+');
    expect(countText(1_234, false, 'id')).toBe('1.234');
    expect(countText(7, false, 'en')).toBe('7');
  });
});
