import {
  CABECERA_ORDER, DETALLE_ORDER, NILLABLE, NOTE_CABECERA_ORDER, NOTE_DETALLE_ORDER, NOTE_NILLABLE, NOTE_SECTOR, blocks, cuf, noteRootElement, readLeaves, rootElement,
} from '@lactea/contracts';

/*
 * What the simulator checks in a document it receives, as SIAT would: the schema's shape (the root
 * for the modality and the documento sector, every element in SIAT's order, nil only where allowed,
 * amounts with 2 decimals) and the CUF recomputed from the document's own fields and the código de
 * control of its CUFD. A compraVenta invoice (sector 1) and a nota de crédito-débito (sector 24).
 */

interface DocumentShape {
  root: (modalidad: 1 | 2) => string;
  cabecera: readonly string[];
  detalle: readonly string[];
  nillable: Set<string>;
  /** The element that carries the document's own number (the CUF's número). */
  numberField: string;
}

const SHAPES: Record<number, DocumentShape> = {
  1: { root: rootElement, cabecera: CABECERA_ORDER, detalle: DETALLE_ORDER, nillable: NILLABLE, numberField: 'numeroFactura' },
  [NOTE_SECTOR]: { root: noteRootElement, cabecera: NOTE_CABECERA_ORDER, detalle: NOTE_DETALLE_ORDER, nillable: NOTE_NILLABLE, numberField: 'numeroNotaCreditoDebito' },
};

const AMOUNTS = new Set([
  'montoTotal', 'montoTotalSujetoIva', 'tipoCambio', 'montoTotalMoneda', 'montoGiftCard', 'descuentoAdicional', 'precioUnitario', 'montoDescuento', 'subTotal',
  'montoTotalOriginal', 'montoTotalDevuelto', 'montoDescuentoCreditoDebito', 'montoEfectivoCreditoDebito',
]);
const TWO_DECIMALS = /^-?\d+\.\d{2}$/;

export interface ReceivedInvoice {
  fields: Map<string, string | null>;
  lines: Map<string, string | null>[];
  /** The document's own number (numeroFactura, numeroNotaCreditoDebito). */
  numero: number;
}

function checkGroup(label: string, inner: string, shape: DocumentShape, order: readonly string[], errors: string[]): Map<string, string | null> {
  const leaves = readLeaves(inner);
  const names = leaves.map((l) => l.name);
  if (names.join() !== order.join()) errors.push(`${label}: los elementos no siguen el esquema (${names.join(',')})`);
  for (const l of leaves) {
    if (l.value === null && !shape.nillable.has(l.name)) errors.push(`${label}: ${l.name} no puede ser nulo`);
    if (l.value !== null && AMOUNTS.has(l.name) && !TWO_DECIMALS.test(l.value)) errors.push(`${label}: ${l.name} debe tener 2 decimales`);
  }
  return new Map(leaves.map((l) => [l.name, l.value]));
}

/** The document's fields, or the schema errors found; `sector` is the documento sector the request declared. */
export function readInvoice(xml: string, modalidad: number, sector = 1): { invoice?: ReceivedInvoice; errors: string[] } {
  const shape = SHAPES[sector];
  if (!shape) return { errors: [`Documento sector ${sector} no habilitado`] };
  const errors: string[] = [];
  const root = shape.root(modalidad === 1 ? 1 : 2);
  if (!new RegExp(`<${root}[\\s>]`).test(xml)) return { errors: [`El documento no es ${root}`] };
  const [cabecera] = blocks(xml, 'cabecera');
  const detalles = blocks(xml, 'detalle');
  if (cabecera === undefined) return { errors: ['Falta la cabecera'] };
  if (detalles.length === 0) errors.push('El documento no tiene detalle');
  const fields = checkGroup('cabecera', cabecera, shape, shape.cabecera, errors);
  const lines = detalles.map((d, i) => checkGroup(`detalle ${i + 1}`, d, shape, shape.detalle, errors));
  if (fields.get('codigoDocumentoSector') !== String(sector)) errors.push(`cabecera: codigoDocumentoSector no es ${sector}`);
  return { invoice: errors.length ? undefined : { fields, lines, numero: Number(fields.get(shape.numberField)) }, errors };
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
    numeroFactura: inv.numero,
    puntoVenta: Number(inv.fields.get('codigoPuntoVenta') ?? 0),
    codigoControl: c.codigoControl,
  });
}
