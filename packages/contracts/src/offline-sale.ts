import { z } from 'zod';
import { requiredText } from './fields.js';

/**
 * A sale made while the till could not reach the server (decision 0043). It travels in
 * record-sale's `offline` field with the sale's own Idempotency-Key, made when the sale started,
 * so a resend after a lost answer is the same sale. Kept apart from offline.ts so sales.ts can
 * import it without a circle.
 */

/** A device: one browser profile on one PC or phone, its id made once and kept in IndexedDB. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** How far back an offline sale may be dated: a till offline longer syncs from a file (Administrador). */
export const OFFLINE_MAX_AGE_DAYS = 30;
/** A device clock ahead of the server by more than this is refused (the sale would be dated tomorrow). */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60_000;

export const OFFLINE_MSG = {
  deviceInvalid: 'Dispositivo inválido: use un identificador de 8 a 64 letras, números o guiones',
  soldAtInvalid: 'Momento de la venta inválido',
  soldAtFuture: 'La venta sin conexión tiene una fecha futura: revise la fecha y hora de este equipo',
  soldAtTooOld: `La venta sin conexión tiene más de ${OFFLINE_MAX_AGE_DAYS} días: cárguela como archivo en Ventas sin conexión`,
  /** The banner of the till while it cannot reach the server. */
  banner: (n: number) => `Sin conexión — ${n} ${n === 1 ? 'venta guardada' : 'ventas guardadas'} en este equipo`,
  /** The banner while sales wait but the server answers again (sync in progress). */
  syncing: (n: number) => `Sincronizando — ${n} ${n === 1 ? 'venta pendiente' : 'ventas pendientes'} en este equipo`,
  /** The receipt of a sale kept on the device. */
  receiptMark: 'PENDIENTE DE SINCRONIZAR',
  /** The till's panel once the kept sale reached the server (its number there, when this tab sent it). */
  keptSaleSent: (provisional: string, id: number | null, typePay: string) =>
    `Se registró la venta${id === null ? '' : ` N° ${id}`} (guardada en este equipo como N° ${provisional}) · ${typePay}`,
  /** The snapshot's age under the till's title. */
  snapshotAge: (hhmm: string) => `Datos de las ${hhmm}`,
  /** Under the credit warnings offline: where the debt figure comes from. */
  creditAsOf: (when: string) => `Sin conexión: deuda según los datos del ${when} y las ventas guardadas en este equipo`,
  /**
   * Sign-out refused while the device keeps what only this session sends: the till's sales, or a
   * phone's deliveries (ENTREGAS) or orders (PEDIDOS). Only the till's queue can be downloaded by the administrator.
   */
  signOutBlocked: (n: number, kept: 'venta' | 'entrega' | 'pedido' = 'venta') =>
    `No puede cerrar sesión: ${n} ${kept}${n === 1 ? '' : 's'} ${kept === 'pedido' ? 'guardado' : 'guardada'}${n === 1 ? '' : 's'} en este equipo ${n === 1 ? 'aún no llegó' : 'aún no llegaron'} al servidor. ${kept === 'venta' ? 'Espere la conexión o pida al administrador que descargue la cola.' : 'Espere la conexión.'}`,
  /** A sale the server refused at sync: set aside, never blocking the others. */
  setAside: 'con error',
  /** 401 at sync: the queue is kept until the cashier signs in again. */
  signInAgain: 'La sesión terminó: inicie sesión de nuevo para enviar las ventas guardadas en este equipo',
} as const;

/** `offline` in record-sale: who sold where and when; the cashier is the token's user. */
export const offlineSaleInfo = z.object({
  device_id: z.string({ error: OFFLINE_MSG.deviceInvalid }).regex(DEVICE_ID_PATTERN, OFFLINE_MSG.deviceInvalid),
  /** The device's name as the administrator reads it ('Caja 1', 'Celular de Ana'). */
  device_name: requiredText(60),
  /** The moment of the sale on the device's clock (ISO 8601 with offset); dates the sale's business day. */
  sold_at: z.iso.datetime({ offset: true, error: OFFLINE_MSG.soldAtInvalid }),
  /** The provisional number printed on the receipt ('D3F2-0007'): found again on the reconciliation list. */
  provisional_number: requiredText(30),
});
export type OfflineSaleInfo = z.infer<typeof offlineSaleInfo>;
