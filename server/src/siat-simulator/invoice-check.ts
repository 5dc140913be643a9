import { CABECERA_ORDER, DETALLE_ORDER, NILLABLE, blocks, cuf, readLeaves, rootElement } from '@lactea/contracts';

/*
 * What the simulator checks in an invoice it receives, as SIAT would: the schema's shape (the root
 * for the modality, every element in SIAT's order, nil only where allowed, amounts with 2 decimals)
 * and the CUF recomputed from the document's own fields and the código de control of its CUFD.
 */

const AMOUNTS = new Set(['montoTotal', 'montoTotalSujetoIva', 'tipoCambio', 'montoTotalMoneda', 'montoGiftCard', 'descuentoAdicional', 'precioUnitario', 'montoDescuento', 'subTotal']);
const TWO_DECIMALS = /^-?\d+\.\d{2}$/;

export interface ReceivedInvoice {
  fields: Map<string, string | null>;
  lines: Map<string, string | null>[];
}

function checkGroup(label: string, inner: string, order: readonly string[], errors: string[]): Map<string, string | null> {
  const leaves = readLeaves(inner);
  const names = leaves.map((l) => l.name);
  if (names.join() !== order.join()) errors.push(`${label}: los elementos no siguen el esquema (${names.join(',')})`);
  for (const l of leaves) {
    if (l.value === null && !NILLABLE.has(l.name)) errors.push(`${label}: ${l.name} no puede ser nulo`);
    if (l.value !== null && AMOUNTS.has(l.name) && !TWO_DECIMALS.test(l.value)) errors.push(`${label}: ${l.name} debe tener 2 decimales`);
  }
  return new Map(leaves.map((l) => [l.name, l.value]));
}

/** The invoice's fields, or the schema errors found. */
export function readInvoice(xml: string, modalidad: number): { invoice?: ReceivedInvoice; errors: string[] } {
  const errors: string[] = [];
  const root = rootElement(modalidad === 1 ? 1 : 2);
  if (!new RegExp(`<${root}[\\s>]`).test(xml)) return { errors: [`El documento no es ${root}`] };
  const [cabecera] = blocks(xml, 'cabecera');
  const detalles = blocks(xml, 'detalle');
  if (cabecera === undefined) return { errors: ['Falta la cabecera'] };
  if (detalles.length === 0) errors.push('La factura no tiene detalle');
  const fields = checkGroup('cabecera', cabecera, CABECERA_ORDER, errors);
  const lines = detalles.map((d, i) => checkGroup(`detalle ${i + 1}`, d, DETALLE_ORDER, errors));
  return { invoice: errors.length ? undefined : { fields, lines }, errors };
}

export interface CufContext {
  modalidad: number;
  tipoEmision: number;
  tipoFactura: number;
  codigoControl: string;
}

/** The CUF the document should carry, from its own fields. */
export function expectedCuf(inv: ReceivedInvoice, c: CufContext): string {
  const f = (k: string) => inv.fields.get(k) ?? '';
  return cuf({
    nit: f('nitEmisor'),
    issuedAt: f('fechaEmision'),
    sucursal: Number(f('codigoSucursal')),
    modalidad: c.modalidad,
    tipoEmision: c.tipoEmision,
    tipoFactura: c.tipoFactura,
    documentoSector: Number(f('codigoDocumentoSector')),
    numeroFactura: Number(f('numeroFactura')),
    puntoVenta: Number(inv.fields.get('codigoPuntoVenta') ?? 0),
    codigoControl: c.codigoControl,
  });
}
