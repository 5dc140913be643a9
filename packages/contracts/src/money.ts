import { formatMoney } from './numbers.js';

/*
 * Money in integer cents: every sum in the server and the web runs on these, never on floats. One
 * name per step: an amount in Bs. (a number with ≤ 2 decimals, or a numeric column's text) → cents
 * is `toCents`; cents → Bs. as a number (a JSON answer) is `fromCents`; cents → the text a person
 * reads ('Bs. 1.234,50') is `formatCents`; cents → a numeric column's text ('1234.50') is `centsText`.
 */

/**
 * Cents from Bs.; null (a sum over no rows, a column left empty) is 0: the one place that says so.
 * Exact for amounts with ≤ 2 decimals, which is what a numeric(12,2) column and the contracts hold.
 */
export const toCents = (amount: number | string | null | undefined): number => Math.round(Number(amount ?? 0) * 100);
/** Bs. with 2 decimals from integer cents (a bigint sum comes as text): the only float step, at the very end. */
export const fromCents = (cents: number | string): number => Number(cents) / 100;
/** 'Bs. 1.234,50' from integer cents: the server's messages and the receipts. */
export const formatCents = (cents: number | string): string => formatMoney(fromCents(cents));
/** '12.50' (no currency): the form a numeric column takes. */
export const centsText = (cents: number): string => (cents / 100).toFixed(2);
