/*
 * The CUF (código único de factura) by SIAT's published algorithm, as go-siat implements it
 * (ron86i/go-siat, pkg/utils/cuf.go, MIT): the fields zero-padded to fixed widths and concatenated
 * (53 digits), a module-11 check digit appended, the 54-digit number written in base 16 (upper case),
 * then the CUFD's código de control appended. Pure: the server and the simulator both compute it.
 */

export interface CufFields {
  /** The emitter's NIT, digits only (up to 13). */
  nit: string;
  /** The issue instant as SIAT writes it, in Bolivian wall-clock time: 'YYYY-MM-DDTHH:mm:ss.SSS'. */
  issuedAt: string;
  sucursal: number;
  /** 1 electrónica en línea, 2 computarizada en línea. */
  modalidad: number;
  /** 1 en línea, 2 fuera de línea (contingencia), 3 masiva. */
  tipoEmision: number;
  /** 1 con derecho a crédito fiscal. */
  tipoFactura: number;
  /** 1 compra-venta, 24 nota de crédito-débito. */
  documentoSector: number;
  numeroFactura: number;
  puntoVenta: number;
  /** The código de control the CUFD of the day came with. */
  codigoControl: string;
}

const ISSUED_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;

function pad(value: number | string, width: number, label: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new RangeError(`CUF: ${label} must be at most ${width} digits, got '${text}'`);
  return text.padStart(width, '0');
}

/**
 * The module-11 check digit SIAT prescribes: weights 2…9 from the right, repeating; the remainder of
 * the sum by 11 is the digit, 10 written as '1' (the published example's own case).
 */
export function mod11CheckDigit(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += weight * (digits.charCodeAt(i) - 48);
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest === 10 ? '1' : String(rest);
}

/** The 53 digits before the check digit, in SIAT's order. */
export function cufDigits(f: CufFields): string {
  const at = ISSUED_AT.exec(f.issuedAt);
  if (!at) throw new RangeError(`CUF: issuedAt must read YYYY-MM-DDTHH:mm:ss.SSS, got '${f.issuedAt}'`);
  return (
    pad(f.nit, 13, 'nit') +
    at.slice(1).join('') +
    pad(f.sucursal, 4, 'sucursal') +
    pad(f.modalidad, 1, 'modalidad') +
    pad(f.tipoEmision, 1, 'tipoEmision') +
    pad(f.tipoFactura, 1, 'tipoFactura') +
    pad(f.documentoSector, 2, 'documentoSector') +
    pad(f.numeroFactura, 10, 'numeroFactura') +
    pad(f.puntoVenta, 4, 'puntoVenta')
  );
}

/** The hexadecimal part alone (what SIAT's example shows before the código de control). */
export function cufHex(f: CufFields): string {
  const digits = cufDigits(f);
  return BigInt(digits + mod11CheckDigit(digits)).toString(16).toUpperCase();
}

export const cuf = (f: CufFields): string => cufHex(f) + f.codigoControl;
