import type { Archive } from './archive.js';
import { messagesOf, type SiatClient, type SiatIdentity } from './client.js';
import type { SoapValue } from './soap.js';

/*
 * The operations the invoicing flow calls, typed. Request fields in the order of SIAT's published
 * request objects (go-siat's models under internal/core/domain/facturacion/*).
 */

const base = (id: SiatIdentity): [string, SoapValue][] => [
  ['codigoAmbiente', id.codigoAmbiente],
  ['codigoModalidad', id.codigoModalidad],
  ['codigoPuntoVenta', id.codigoPuntoVenta],
  ['codigoSistema', id.codigoSistema],
  ['codigoSucursal', id.codigoSucursal],
];

export interface CodeAnswer {
  codigo: string;
  /** ISO instant with offset, as SIAT answers it. */
  fechaVigencia: string;
}

export async function requestCuis(c: SiatClient, id: SiatIdentity): Promise<CodeAnswer> {
  const a = await c.transact('FacturacionCodigos', 'cuis', 'SolicitudCuis', [...base(id), ['nit', id.nit]]);
  return { codigo: a.fields.get('codigo') ?? '', fechaVigencia: a.fields.get('fechaVigencia') ?? '' };
}

export interface CufdAnswer extends CodeAnswer {
  codigoControl: string;
  direccion: string;
}

export async function requestCufd(c: SiatClient, id: SiatIdentity, cuis: string): Promise<CufdAnswer> {
  const a = await c.transact('FacturacionCodigos', 'cufd', 'SolicitudCufd', [...base(id), ['cuis', cuis], ['nit', id.nit]]);
  const f = (k: string) => a.fields.get(k) ?? '';
  return { codigo: f('codigo'), codigoControl: f('codigoControl'), direccion: f('direccion'), fechaVigencia: f('fechaVigencia') };
}

/** SIAT's codes for verificarNit: 986 the NIT exists and is active; anything else it does not. */
export const NIT_ACTIVE = '986';

export async function verifyNit(c: SiatClient, id: SiatIdentity, cuis: string, nit: string): Promise<{ active: boolean; message: string }> {
  const a = await c.call('FacturacionCodigos', 'verificarNit', 'SolicitudVerificarNit', [
    ['codigoAmbiente', id.codigoAmbiente],
    ['codigoModalidad', id.codigoModalidad],
    ['codigoSistema', id.codigoSistema],
    ['codigoSucursal', id.codigoSucursal],
    ['cuis', cuis],
    ['nit', id.nit],
    ['nitParaVerificacion', nit],
  ]);
  const [first] = messagesOf(a);
  return { active: first?.codigo === NIT_ACTIVE, message: first?.descripcion ?? '' };
}

/** The catalogues synchronised daily: operation, answer's repeated element, and the two fields kept (code, text). */
export const CATALOGUES = {
  actividades: { operation: 'sincronizarActividades', group: 'listaActividades', code: 'codigoCaeb', text: 'descripcion' },
  productos: { operation: 'sincronizarListaProductosServicios', group: 'listaCodigos', code: 'codigoProducto', text: 'descripcionProducto' },
  // A leyenda has no code of its own: its place in the list is its code.
  leyendas: { operation: 'sincronizarListaLeyendasFactura', group: 'listaLeyendas', code: null, text: 'descripcionLeyenda' },
  unidades: { operation: 'sincronizarParametricaUnidadMedida', group: 'listaCodigos', code: 'codigoClasificador', text: 'descripcion' },
  documentos: { operation: 'sincronizarParametricaTipoDocumentoIdentidad', group: 'listaCodigos', code: 'codigoClasificador', text: 'descripcion' },
  metodosPago: { operation: 'sincronizarParametricaTipoMetodoPago', group: 'listaCodigos', code: 'codigoClasificador', text: 'descripcion' },
} as const;
export type CatalogueKind = keyof typeof CATALOGUES;

export interface CatalogueRow {
  code: string;
  text: string;
  /** The activity a product or a leyenda belongs to (codigoActividad), when the catalogue has one. */
  activity: string | null;
}

export async function syncCatalogue(c: SiatClient, id: SiatIdentity, cuis: string, kind: CatalogueKind): Promise<CatalogueRow[]> {
  const spec = CATALOGUES[kind];
  const a = await c.transact(
    'FacturacionSincronizacion',
    spec.operation,
    'SolicitudSincronizacion',
    [['codigoAmbiente', id.codigoAmbiente], ['codigoPuntoVenta', id.codigoPuntoVenta], ['codigoSistema', id.codigoSistema], ['codigoSucursal', id.codigoSucursal], ['cuis', cuis], ['nit', id.nit]],
    [spec.group],
  );
  return (a.groups.get(spec.group) ?? []).map((row, i) => ({
    code: spec.code === null ? String(i + 1) : (row.get(spec.code) ?? ''),
    text: row.get(spec.text) ?? '',
    activity: row.get('codigoActividad') ?? null,
  }));
}

export interface Reception {
  /** 908 validada, 901 pendiente (a package), 902 rechazada, 904 observada. */
  codigoEstado: string;
  codigoDescripcion: string;
  codigoRecepcion: string | null;
  messages: { codigo: string; descripcion: string; numeroArchivo: string | null }[];
}

const receptionOf = (a: Awaited<ReturnType<SiatClient['call']>>): Reception => ({
  codigoEstado: a.fields.get('codigoEstado') ?? '',
  codigoDescripcion: a.fields.get('codigoDescripcion') ?? '',
  codigoRecepcion: a.fields.get('codigoRecepcion') ?? null,
  messages: messagesOf(a),
});

export interface Sending {
  cuis: string;
  cufd: string;
  /** 1 en línea, 2 fuera de línea. */
  codigoEmision: number;
  codigoDocumentoSector: number;
  tipoFacturaDocumento: number;
  /** 'YYYY-MM-DDTHH:mm:ss.SSS', Bolivian time. */
  fechaEnvio: string;
}

const serviceOf = (id: SiatIdentity) => (id.codigoModalidad === 1 ? 'ServicioFacturacionElectronica' : 'ServicioFacturacionComputarizada');

const sendingFields = (id: SiatIdentity, s: Sending): [string, SoapValue][] => [
  ['codigoAmbiente', id.codigoAmbiente],
  ['codigoDocumentoSector', s.codigoDocumentoSector],
  ['codigoEmision', s.codigoEmision],
  ['codigoModalidad', id.codigoModalidad],
  ['codigoPuntoVenta', id.codigoPuntoVenta],
  ['codigoSistema', id.codigoSistema],
  ['codigoSucursal', id.codigoSucursal],
  ['cufd', s.cufd],
  ['cuis', s.cuis],
  ['nit', id.nit],
  ['tipoFacturaDocumento', s.tipoFacturaDocumento],
];

/** recepcionFactura: one invoice; answered (accepted or refused), thrown only when SIAT is unavailable. */
export async function sendInvoice(c: SiatClient, id: SiatIdentity, s: Sending, archive: Archive): Promise<Reception> {
  const a = await c.call(serviceOf(id), 'recepcionFactura', 'SolicitudServicioRecepcionFactura', [
    ...sendingFields(id, s),
    ['archivo', archive.archivo],
    ['fechaEnvio', s.fechaEnvio],
    ['hashArchivo', archive.hashArchivo],
  ]);
  return receptionOf(a);
}

/** SIAT's service for documentos de ajuste (the notas de crédito-débito), whatever the modality. */
const ADJUSTMENT_SERVICE = 'ServicioFacturacionDocumentoAjuste';

/** recepcionDocumentoAjuste: one nota de crédito-débito, as recepcionFactura takes an invoice. */
export async function sendAdjustment(c: SiatClient, id: SiatIdentity, s: Sending, archive: Archive): Promise<Reception> {
  const a = await c.call(ADJUSTMENT_SERVICE, 'recepcionDocumentoAjuste', 'SolicitudServicioRecepcionDocumentoAjuste', [
    ...sendingFields(id, s),
    ['archivo', archive.archivo],
    ['fechaEnvio', s.fechaEnvio],
    ['hashArchivo', archive.hashArchivo],
  ]);
  return receptionOf(a);
}

/** recepcionPaqueteFactura: the invoices of a significant event, at most 500, as a tar.gz. */
export async function sendPackage(c: SiatClient, id: SiatIdentity, s: Sending, archive: Archive, count: number, codigoEvento: string): Promise<Reception> {
  const a = await c.call(serviceOf(id), 'recepcionPaqueteFactura', 'SolicitudServicioRecepcionPaquete', [
    ...sendingFields(id, s),
    ['archivo', archive.archivo],
    ['fechaEnvio', s.fechaEnvio],
    ['hashArchivo', archive.hashArchivo],
    ['cafc', null],
    ['cantidadFacturas', count],
    ['codigoEvento', codigoEvento],
  ]);
  return receptionOf(a);
}

export async function validatePackage(c: SiatClient, id: SiatIdentity, s: Sending, codigoRecepcion: string): Promise<Reception> {
  const a = await c.call(serviceOf(id), 'validacionRecepcionPaqueteFactura', 'SolicitudServicioValidacionRecepcionPaquete', [
    ...sendingFields(id, s),
    ['codigoRecepcion', codigoRecepcion],
  ]);
  return receptionOf(a);
}

export interface SignificantEvent {
  cuis: string;
  /** The CUFD current now, when the event is registered. */
  cufd: string;
  /** The CUFD the invoices of the event were issued with. */
  cufdEvento: string;
  /** 1 corte del servicio de internet, 2 SIAT inaccesible. */
  codigoMotivoEvento: number;
  descripcion: string;
  fechaHoraInicioEvento: string;
  fechaHoraFinEvento: string;
}

export async function registerEvent(c: SiatClient, id: SiatIdentity, e: SignificantEvent): Promise<string> {
  const a = await c.transact('FacturacionOperaciones', 'registroEventoSignificativo', 'SolicitudEventoSignificativo', [
    ['codigoAmbiente', id.codigoAmbiente],
    ['codigoMotivoEvento', e.codigoMotivoEvento],
    ['codigoPuntoVenta', id.codigoPuntoVenta],
    ['codigoSistema', id.codigoSistema],
    ['codigoSucursal', id.codigoSucursal],
    ['cufd', e.cufd],
    ['cufdEvento', e.cufdEvento],
    ['cuis', e.cuis],
    ['descripcion', e.descripcion],
    ['fechaHoraFinEvento', e.fechaHoraFinEvento],
    ['fechaHoraInicioEvento', e.fechaHoraInicioEvento],
    ['nit', id.nit],
  ]);
  return a.fields.get('codigoRecepcionEventoSignificativo') ?? '';
}

/** verificarComunicacion: whether SIAT answers at all (contingency asks it before closing an event). */
export async function checkCommunication(c: SiatClient, id: SiatIdentity): Promise<void> {
  await c.transact(serviceOf(id), 'verificarComunicacion', 'SolicitudVerificarComunicacion', []);
}

/** SIAT's codigoEstado of a confirmed annulment. */
export const ANNULMENT_CONFIRMED = '905';

export interface Annulment {
  cuis: string;
  cufd: string;
  cuf: string;
  /** SIAT's motivo de anulación (1 factura mal emitida, 3 datos de emisión incorrectos, 4 factura devuelta). */
  codigoMotivo: number;
  codigoEmision: number;
}

/** anulacionFactura: SIAT answers 905 when the annulment is confirmed. */
export async function annulInvoice(c: SiatClient, id: SiatIdentity, a: Annulment): Promise<Reception> {
  const answer = await c.call(serviceOf(id), 'anulacionFactura', 'SolicitudServicioAnulacionFactura', [
    ...sendingFields(id, { cuis: a.cuis, cufd: a.cufd, codigoEmision: a.codigoEmision, codigoDocumentoSector: 1, tipoFacturaDocumento: 1, fechaEnvio: '' }),
    ['codigoMotivo', a.codigoMotivo],
    ['cuf', a.cuf],
  ]);
  return receptionOf(answer);
}

/**
 * verificacionEstadoFactura: what SIAT knows of an invoice (908 received and valid, 905 annulled;
 * refused when it never received it). Asked before sending again an invoice whose earlier attempt
 * left no answer (its process died or its lease ended): SIAT may have it already.
 */
export async function invoiceStatus(c: SiatClient, id: SiatIdentity, s: { cuis: string; cufd: string; cuf: string; codigoEmision: number }): Promise<Reception> {
  const answer = await c.call(serviceOf(id), 'verificacionEstadoFactura', 'SolicitudServicioVerificacionEstadoFactura', [
    ...sendingFields(id, { cuis: s.cuis, cufd: s.cufd, codigoEmision: s.codigoEmision, codigoDocumentoSector: 1, tipoFacturaDocumento: 1, fechaEnvio: '' }),
    ['cuf', s.cuf],
  ]);
  return receptionOf(answer);
}

/** verificacionEstadoDocumentoAjuste: invoiceStatus for a nota de crédito-débito. */
export async function adjustmentStatus(c: SiatClient, id: SiatIdentity, s: { cuis: string; cufd: string; cuf: string; codigoEmision: number }): Promise<Reception> {
  const answer = await c.call(ADJUSTMENT_SERVICE, 'verificacionEstadoDocumentoAjuste', 'SolicitudServicioVerificacionEstadoDocumentoAjuste', [
    ...sendingFields(id, { cuis: s.cuis, cufd: s.cufd, codigoEmision: s.codigoEmision, codigoDocumentoSector: 24, tipoFacturaDocumento: 3, fechaEnvio: '' }),
    ['cuf', s.cuf],
  ]);
  return receptionOf(answer);
}
