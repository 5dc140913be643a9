import { describe, expect, it } from 'vitest';
import { likePattern, pagedAnswer, pageWindow } from './paging.js';

describe('pageWindow', () => {
  it.each([
    [1, 10, { limit: 10, offset: 0 }],
    [3, 10, { limit: 10, offset: 20 }],
    [2, 25, { limit: 25, offset: 25 }],
  ])('page %i of %i', (page, size, out) => {
    expect(pageWindow(page, size)).toEqual(out);
  });
});

describe('pagedAnswer', () => {
  it('counts pages by rounding up, at least one', () => {
    expect(pagedAnswer([], 0, 1, 10)).toEqual({ data: [], total: 0, current_page: 1, last_page: 1 });
    expect(pagedAnswer([1], 10, 1, 10).last_page).toBe(1);
    expect(pagedAnswer([1], 11, 2, 10).last_page).toBe(2);
    expect(pagedAnswer([1, 2, 3, 4, 5], 25, 3, 10)).toEqual({ data: [1, 2, 3, 4, 5], total: 25, current_page: 3, last_page: 3 });
  });
  it('a page past the end keeps the asked page and the real last page', () => {
    expect(pagedAnswer([], 25, 7, 10)).toEqual({ data: [], total: 25, current_page: 7, last_page: 3 });
  });
});

describe('likePattern', () => {
  it.each([
    ['leche', '%leche%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
    ['', '%%'],
  ])('%j → %j', (term, pattern) => {
    expect(likePattern(term)).toBe(pattern);
  });
});
