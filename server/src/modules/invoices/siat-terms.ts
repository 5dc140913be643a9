import type { SiatIdentity } from '../siat/client.js';

/* SIAT's codes the invoices module writes, in one place. */

/** A point of sale as SIAT names it: the invoices' number sequence is its own. */
export interface PointOfSale {
  nit: string;
  sucursal: number;
  puntoVenta: number;
}

export const pointOf = (id: SiatIdentity): PointOfSale => ({ nit: id.nit, sucursal: id.codigoSucursal, puntoVenta: id.codigoPuntoVenta });

/** Tipo de emisión: 1 en línea, 2 fuera de línea (contingency). */
export const EMISSION_ONLINE = 1;
export const EMISSION_OFFLINE = 2;

/**
 * Tipo de método de pago by the sale's payment code ('e' cash, 'c' card, 'q' QR or transfer). A
 * credit sale is written as cash: SIAT's list has no "on credit", and the buyer pays in money later.
 */
export const PAYMENT_METHODS: Record<string, number> = { e: 1, c: 2, q: 7, credit: 1 };

/** Unidad de medida for a product without its own: SIAT's 'UNIDAD (BIENES)' and 'KILOGRAMO'. */
export const UNIT_CODES = { unidad: 57, kg: 22 } as const;

/** Bolivia keeps UTC−4 all year (no daylight saving): SIAT's dates are that wall clock. */
const BOLIVIA_OFFSET_MS = 4 * 3_600_000;

/** An instant as SIAT writes it: 'YYYY-MM-DDTHH:mm:ss.SSS', Bolivian wall-clock time. */
export const boliviaWallClock = (at: Date): string => new Date(at.getTime() - BOLIVIA_OFFSET_MS).toISOString().slice(0, 23);
