import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  FIELD_LABELS,
  fold,
  MOBILE_MAX_WIDTH,
  scrollDurationMs,
  STOCK_LOW_MAX,
  STOCK_MODERATE_MAX,
  TIMINGS,
} from '../src/index.js';

describe('fold', () => {
  it.each([
    ['Yógur', 'yogur'],
    ['YOGUR', 'yogur'],
    ['Lácteos', 'lacteos'],
    ['ÁÉÍÓÚÜ', 'aeiouu'],
    ['a\u0301', 'a'],
    ['50% _x_', '50% _x_'],
    ['', ''],
  ])('%j → %j', (input, out) => {
    expect(fold(input)).toBe(out);
  });
  it('makes composed and decomposed spellings equal', () => {
    expect(fold('Yo\u0301gur')).toBe(fold('Yógur'));
  });
});

describe('scrollDurationMs', () => {
  it.each([
    [0, 200],
    [300, 200],
    [301, 400],
    [600, 400],
    [601, 700],
    [950, 700],
    [951, 1000],
    [1300, 1000],
    [1301, 1300],
    [1650, 1300],
    [1651, 1600],
    [10_000, 1600],
  ])('offset %i → %i ms', (offset, ms) => {
    expect(scrollDurationMs(offset)).toBe(ms);
  });
});

describe('constants', () => {
  it('are the spec values', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(MOBILE_MAX_WIDTH).toBe(900);
    expect([STOCK_LOW_MAX, STOCK_MODERATE_MAX]).toEqual([16, 30]);
    expect(TIMINGS).toEqual({ userFilterDelayMs: 300, snackbarMs: 3000, dialogReopenMs: 150, menuOpenDelayMs: 300, menuCloseDelayMs: 250 });
  });
  it('labels the fields the server names in its messages', () => {
    expect(FIELD_LABELS.mark).toBe('Marca');
    expect(FIELD_LABELS.repit_password).toBe('Repetir contraseña');
    expect(FIELD_LABELS.id).toBe('Id');
  });
});
