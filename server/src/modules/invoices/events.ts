import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/types.js';
import type { PointOfSale } from './siat-terms.js';

/*
 * Significant events (SIAT's eventos significativos): a span in which invoices were issued without
 * SIAT, each event registered with SIAT once it answers again and its invoices sent in packages.
 */

/** SIAT's motivos: 1 corte del servicio de internet (the till offline), 2 SIAT inaccesible (no answer). */
export const MOTIVO_NO_INTERNET = 1;
export const MOTIVO_SIAT_UNREACHABLE = 2;
export const MOTIVO_TEXT: Record<number, string> = {
  [MOTIVO_NO_INTERNET]: 'CORTE DEL SERVICIO DE INTERNET',
  [MOTIVO_SIAT_UNREACHABLE]: 'INACCESIBILIDAD AL SERVICIO WEB DE LA ADMINISTRACIÓN TRIBUTARIA',
};

export interface EventStart {
  motivo: number;
  /** The CUFD the event's invoices carry. */
  cufd: string;
  startedAt: Date;
}

/**
 * The point of sale's open event, opened now if none is (one open at a time: a partial unique
 * index; two processes opening at once meet on it). An earlier start widens it, so that every
 * invoice of the event falls inside its span.
 */
export async function openEvent(tx: Executor, p: PointOfSale, e: EventStart): Promise<number> {
  const result = await tx.execute(sql`
    insert into siat_events (nit, sucursal, punto_venta, motivo, description, cufd_event, started_at)
    values (${p.nit}, ${p.sucursal}, ${p.puntoVenta}, ${e.motivo}, ${MOTIVO_TEXT[e.motivo]}, ${e.cufd}, ${e.startedAt.toISOString()}::timestamptz)
    on conflict (nit, sucursal, punto_venta) where ended_at is null
    do update set started_at = least(siat_events.started_at, excluded.started_at)
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0].id);
}
