import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { openArchive, untar } from '../modules/siat/archive.js';
import { readSoapRequest, soapResponse, type SoapValue } from '../modules/siat/soap.js';
import { ACTIVIDADES, LEYENDAS, METODOS_PAGO, PRODUCTOS, TIPOS_DOCUMENTO, UNIDADES } from './catalogues.js';
import { expectedCuf, readInvoice } from './invoice-check.js';
import { xsdErrors } from './xsd-validation.js';
import { NOTE_SECTOR } from '@lactea/contracts';

/*
 * Lactea's own SIAT: a small HTTP server answering the SOAP operations the invoicing flow calls, as
 * SIAT's published services do, checking what it receives (token, CUIS, CUFD validity, hash, schema,
 * CUF, package counts). No machine here reaches the real SIAT; tests and the demo talk to this one.
 * Faults are scripted through `faults`: no answer, a slow answer, the connection dropped, invoices
 * refused by number.
 */

export interface SimulatorOptions {
  /** The delegated token it accepts (`apikey: TokenApi <token>`). */
  token: string;
  /** How long a CUFD it hands out lasts (SIAT: 24 h). */
  cufdLifetimeMs?: number;
  /** NITs verificarNit knows besides the emitters it has seen. */
  knownNits?: string[];
  /** The clock (tests move it). */
  now?: () => Date;
  port?: number;
}

export interface Faults {
  /**
   * 'silent' never answers, 'slow' answers after `delayMs`, 'drop' closes the connection at once,
   * 'late' takes the request at once (an invoice is received) and holds its answer `delayMs`.
   */
  mode: 'ok' | 'silent' | 'slow' | 'drop' | 'late';
  delayMs: number;
  /** Invoice numbers refused with an observation (in a package: listed by validacionRecepcionPaquete). */
  refuseNumbers: Set<number>;
}

interface Cufd {
  codigo: string;
  codigoControl: string;
  expiresAt: number;
  nit: string;
}

interface Package {
  codigoRecepcion: string;
  observations: { codigo: string; descripcion: string; numeroArchivo: number }[];
}

export interface SiatSimulator {
  url: string;
  faults: Faults;
  /** Every operation received, in order (a test counts calls). */
  calls: string[];
  /** CUFs accepted, each once, with the number of times each was sent. */
  accepted: Map<string, { numeroFactura: number; codigoRecepcion: string }>;
  /** CUFs whose annulment it confirmed. */
  annulled: Set<string>;
  /** How many times each CUF was received (one document sent twice counts 2, the second refused as a duplicate). */
  receptions: Map<string, number>;
  duplicates: number;
  cufds: Map<string, Cufd>;
  close(): Promise<void>;
}

const SIAT_OFFSET = '-04:00';
/** An instant as SIAT answers it: Bolivian time with its offset. */
const boliviaIso = (ms: number) => new Date(ms - 4 * 3_600_000).toISOString().replace('Z', SIAT_OFFSET);
/** 'YYYY-MM-DDTHH:mm:ss.SSS' Bolivian wall-clock → epoch ms. */
const fromBolivia = (text: string) => Date.parse(`${text}${SIAT_OFFSET}`);

type Fields = Map<string, string | null>;
type Answer = { answerName: string; fields: [string, SoapValue][]; groups?: [string, [string, SoapValue][]][] };

const refusal = (answerName: string, codigo: string, descripcion: string, extra: [string, SoapValue][] = []): Answer => ({
  answerName,
  fields: [...extra, ['transaccion', 'false']],
  groups: [['mensajesList', [['codigo', codigo], ['descripcion', descripcion]]]],
});

export async function startSiatSimulator(options: SimulatorOptions): Promise<SiatSimulator> {
  const now = () => (options.now ? options.now() : new Date()).getTime();
  const lifetime = options.cufdLifetimeMs ?? 24 * 3_600_000;
  const faults: Faults = { mode: 'ok', delayMs: 0, refuseNumbers: new Set() };
  const calls: string[] = [];
  const cuisByKey = new Map<string, string>();
  const cuisCodes = new Set<string>();
  const cufds = new Map<string, Cufd>();
  const accepted = new Map<string, { numeroFactura: number; codigoRecepcion: string }>();
  const packages = new Map<string, Package>();
  /** Registered significant events: code → the CUFD of its documents and its span. */
  const events = new Map<string, { cufdEvento: string; start: number; end: number }>();
  const annulled = new Set<string>();
  const receptions = new Map<string, number>();
  const knownNits = new Set(options.knownNits ?? []);
  const sim = { duplicates: 0 };

  function cuisAnswer(f: Fields): Answer {
    const key = ['nit', 'codigoSistema', 'codigoSucursal', 'codigoPuntoVenta'].map((k) => f.get(k)).join('|');
    let codigo = cuisByKey.get(key);
    if (!codigo) {
      codigo = randomBytes(4).toString('hex').toUpperCase();
      cuisByKey.set(key, codigo);
      cuisCodes.add(codigo);
    }
    knownNits.add(f.get('nit') ?? '');
    return { answerName: 'RespuestaCuis', fields: [['codigo', codigo], ['fechaVigencia', boliviaIso(now() + 365 * 86_400_000)], ['transaccion', 'true']] };
  }

  function cufdAnswer(f: Fields): Answer {
    if (!cuisCodes.has(f.get('cuis') ?? '')) return refusal('RespuestaCufd', '980', 'CUIS INEXISTENTE');
    const cufd: Cufd = {
      codigo: randomBytes(24).toString('base64'),
      codigoControl: randomBytes(8).toString('hex').toUpperCase().slice(0, 15),
      expiresAt: now() + lifetime,
      nit: f.get('nit') ?? '',
    };
    cufds.set(cufd.codigo, cufd);
    return {
      answerName: 'RespuestaCufd',
      fields: [['codigo', cufd.codigo], ['codigoControl', cufd.codigoControl], ['direccion', 'AV. SIMULADA 123, LA PAZ'], ['fechaVigencia', boliviaIso(cufd.expiresAt)], ['transaccion', 'true']],
    };
  }

  function verifyNitAnswer(f: Fields): Answer {
    const known = knownNits.has(f.get('nitParaVerificacion') ?? '');
    return known
      ? { answerName: 'RespuestaVerificarNit', fields: [['transaccion', 'true']], groups: [['mensajesList', [['codigo', '986'], ['descripcion', 'NIT ACTIVO']]]] }
      : refusal('RespuestaVerificarNit', '994', 'NIT INEXISTENTE');
  }

  function catalogueAnswer(operation: string, f: Fields): Answer | undefined {
    const lists: Record<string, [string, string, Record<string, string>[]]> = {
      sincronizarActividades: ['RespuestaListaActividades', 'listaActividades', ACTIVIDADES],
      sincronizarListaProductosServicios: ['RespuestaListaProductos', 'listaCodigos', PRODUCTOS],
      sincronizarListaLeyendasFactura: ['RespuestaListaParametricasLeyendas', 'listaLeyendas', LEYENDAS],
      sincronizarParametricaUnidadMedida: ['RespuestaListaParametricas', 'listaCodigos', UNIDADES],
      sincronizarParametricaTipoDocumentoIdentidad: ['RespuestaListaParametricas', 'listaCodigos', TIPOS_DOCUMENTO],
      sincronizarParametricaTipoMetodoPago: ['RespuestaListaParametricas', 'listaCodigos', METODOS_PAGO],
    };
    const list = lists[operation];
    if (!list) return undefined;
    if (!cuisCodes.has(f.get('cuis') ?? '')) return refusal(list[0], '980', 'CUIS INEXISTENTE');
    return { answerName: list[0], fields: [['transaccion', 'true']], groups: list[2].map((row) => [list[1], Object.entries(row)]) };
  }

  /**
   * One document's checks; the refusal's text, or undefined when SIAT would take it. `offline`: issued
   * in contingency (in a package, or a note sent alone with emisión 2).
   */
  function checkInvoice(xml: string, f: Fields, offline: boolean): { error?: string; cuf?: string; numero?: number } {
    const modalidad = Number(f.get('codigoModalidad'));
    const sector = Number(f.get('codigoDocumentoSector') ?? 1);
    const { invoice, errors } = readInvoice(xml, modalidad, sector);
    if (!invoice) return { error: `XML NO VALIDO: ${errors.join('; ')}` };
    const cufdCode = invoice.fields.get('cufd') ?? '';
    const cufd = cufds.get(cufdCode);
    if (!cufd) return { error: 'CUFD INEXISTENTE' };
    if (invoice.fields.get('nitEmisor') !== f.get('nit')) return { error: 'NIT EMISOR NO CORRESPONDE' };
    const issuedAt = fromBolivia(invoice.fields.get('fechaEmision') ?? '');
    // Online, the CUFD must be current now; in a package (contingency) it must have been current when the invoice was issued.
    if ((offline ? issuedAt : now()) > cufd.expiresAt) return { error: 'CUFD FUERA DE VIGENCIA' };
    let expected: string;
    try {
      expected = expectedCuf(invoice, {
        modalidad,
        tipoEmision: Number(f.get('codigoEmision')),
        tipoFactura: Number(f.get('tipoFacturaDocumento')),
        codigoControl: cufd.codigoControl,
      });
    } catch {
      return { error: 'CUF NO VALIDO' };
    }
    const numero = invoice.numero;
    if (invoice.fields.get('cuf') !== expected) return { error: 'CUF NO VALIDO', numero };
    // Sent alone, a document issued in contingency must fall in a registered event of its CUFD (a package names its event).
    if (offline && !f.has('codigoEvento') && ![...events.values()].some((e) => e.cufdEvento === cufdCode && e.start <= issuedAt && issuedAt <= e.end)) {
      return { error: 'DOCUMENTO FUERA DE LINEA SIN EVENTO SIGNIFICATIVO REGISTRADO', numero };
    }
    receptions.set(expected, (receptions.get(expected) ?? 0) + 1);
    if (sector === NOTE_SECTOR) {
      // A note adjusts an invoice SIAT holds, valid, by its CUF and number.
      const adjusted = accepted.get(invoice.fields.get('numeroAutorizacionCuf') ?? '');
      if (!adjusted || annulled.has(invoice.fields.get('numeroAutorizacionCuf') ?? '')) return { error: 'FACTURA ORIGINAL INEXISTENTE O ANULADA', numero };
      if (String(adjusted.numeroFactura) !== invoice.fields.get('numeroFactura')) return { error: 'NUMERO DE FACTURA ORIGINAL NO CORRESPONDE', numero };
    }
    if (faults.refuseNumbers.has(numero)) return { error: 'FACTURA OBSERVADA POR EL SIMULADOR', numero };
    if (accepted.has(expected)) {
      sim.duplicates++;
      return { error: 'FACTURA DUPLICADA: EL CUF YA FUE RECIBIDO', numero };
    }
    return { cuf: expected, numero };
  }

  function commonChecks(f: Fields, answerName: string): Answer | undefined {
    if (!cuisCodes.has(f.get('cuis') ?? '')) return refusal(answerName, '980', 'CUIS INEXISTENTE', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    if (!cufds.has(f.get('cufd') ?? '')) return refusal(answerName, '981', 'CUFD INEXISTENTE', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    return undefined;
  }

  /** Each document's XSD errors (none to report for the electrónica, whose schema adds the signature). */
  async function schemaErrors(documents: string[], f: Fields): Promise<string[][]> {
    const found = Number(f.get('codigoModalidad')) === 2 ? await xsdErrors(documents, Number(f.get('codigoDocumentoSector') ?? 1)) : null;
    return found ?? documents.map(() => []);
  }

  async function receptionAnswer(f: Fields): Promise<Answer> {
    const name = 'RespuestaServicioFacturacion';
    const common = commonChecks(f, name);
    if (common) return common;
    const bytes = openArchive({ archivo: f.get('archivo') ?? '', hashArchivo: f.get('hashArchivo') ?? '' });
    if (!bytes) return refusal(name, '1004', 'HASH DEL ARCHIVO NO VALIDO', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const [invalid] = await schemaErrors([bytes.toString('utf8')], f);
    if (invalid.length) return refusal(name, '1001', `XML NO VALIDO SEGUN EL ESQUEMA: ${invalid[0]}`, [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const checked = checkInvoice(bytes.toString('utf8'), f, f.get('codigoEmision') === '2');
    if (checked.error) return refusal(name, '1000', checked.error, [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const codigoRecepcion = randomUUID();
    accepted.set(checked.cuf!, { numeroFactura: checked.numero!, codigoRecepcion });
    return { answerName: name, fields: [['codigoDescripcion', 'VALIDADA'], ['codigoEstado', '908'], ['codigoRecepcion', codigoRecepcion], ['transaccion', 'true']] };
  }

  async function packageAnswer(f: Fields): Promise<Answer> {
    const name = 'RespuestaServicioFacturacion';
    const common = commonChecks(f, name);
    if (common) return common;
    if (!events.has(f.get('codigoEvento') ?? '')) return refusal(name, '1010', 'EVENTO SIGNIFICATIVO INEXISTENTE', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const gz = openArchive({ archivo: f.get('archivo') ?? '', hashArchivo: f.get('hashArchivo') ?? '' });
    if (!gz) return refusal(name, '1004', 'HASH DEL ARCHIVO NO VALIDO', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const files = untar(gz);
    const count = Number(f.get('cantidadFacturas'));
    if (files.length !== count || count < 1 || count > 500) return refusal(name, '1005', `CANTIDAD DE FACTURAS NO COINCIDE (${files.length} en el archivo, ${count} declaradas, 500 como máximo)`, [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const observations: Package['observations'] = [];
    const invalid = await schemaErrors(files.map((file) => file.content), f);
    files.forEach((file, i) => {
      if (invalid[i].length) return void observations.push({ codigo: '1001', descripcion: `XML NO VALIDO SEGUN EL ESQUEMA: ${invalid[i][0]}`, numeroArchivo: i });
      const checked = checkInvoice(file.content, f, true);
      if (checked.error) observations.push({ codigo: '1000', descripcion: checked.error, numeroArchivo: i });
      else accepted.set(checked.cuf!, { numeroFactura: checked.numero!, codigoRecepcion: '' });
    });
    const codigoRecepcion = randomUUID();
    packages.set(codigoRecepcion, { codigoRecepcion, observations });
    return { answerName: name, fields: [['codigoDescripcion', 'PENDIENTE'], ['codigoEstado', '901'], ['codigoRecepcion', codigoRecepcion], ['transaccion', 'true']] };
  }

  function validationAnswer(f: Fields): Answer {
    const name = 'RespuestaServicioFacturacion';
    const pkg = packages.get(f.get('codigoRecepcion') ?? '');
    if (!pkg) return refusal(name, '1006', 'CODIGO DE RECEPCION INEXISTENTE');
    if (!pkg.observations.length) return { answerName: name, fields: [['codigoDescripcion', 'VALIDADA'], ['codigoEstado', '908'], ['codigoRecepcion', pkg.codigoRecepcion], ['transaccion', 'true']] };
    return {
      answerName: name,
      fields: [['codigoDescripcion', 'OBSERVADA'], ['codigoEstado', '904'], ['codigoRecepcion', pkg.codigoRecepcion], ['transaccion', 'true']],
      groups: pkg.observations.map((o) => ['mensajesList', [['codigo', o.codigo], ['descripcion', o.descripcion], ['numeroArchivo', o.numeroArchivo]]]),
    };
  }

  function eventAnswer(f: Fields): Answer {
    const name = 'RespuestaListaEventos';
    if (!cuisCodes.has(f.get('cuis') ?? '')) return refusal(name, '980', 'CUIS INEXISTENTE');
    if (!cufds.has(f.get('cufdEvento') ?? '')) return refusal(name, '981', 'CUFD DEL EVENTO INEXISTENTE');
    const start = fromBolivia(f.get('fechaHoraInicioEvento') ?? '');
    const end = fromBolivia(f.get('fechaHoraFinEvento') ?? '');
    if (!(start <= end)) return refusal(name, '1011', 'FECHAS DEL EVENTO NO VALIDAS');
    const code = String(100_000 + events.size + 1);
    events.set(code, { cufdEvento: f.get('cufdEvento') ?? '', start, end });
    return { answerName: name, fields: [['codigoRecepcionEventoSignificativo', code], ['transaccion', 'true']] };
  }

  function annulmentAnswer(f: Fields): Answer {
    const name = 'RespuestaServicioFacturacion';
    const common = commonChecks(f, name);
    if (common) return common;
    const cufGiven = f.get('cuf') ?? '';
    if (!accepted.has(cufGiven)) return refusal(name, '1020', 'FACTURA INEXISTENTE: EL CUF NO FUE RECIBIDO', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    if (annulled.has(cufGiven)) return refusal(name, '1021', 'LA FACTURA YA FUE ANULADA', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    if (!/^[1-4]$/.test(f.get('codigoMotivo') ?? '')) return refusal(name, '1022', 'MOTIVO DE ANULACION NO VALIDO', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    annulled.add(cufGiven);
    return { answerName: name, fields: [['codigoDescripcion', 'ANULACION CONFIRMADA'], ['codigoEstado', '905'], ['codigoRecepcion', randomUUID()], ['transaccion', 'true']] };
  }

  function statusAnswer(f: Fields): Answer {
    const name = 'RespuestaServicioFacturacion';
    const common = commonChecks(f, name);
    if (common) return common;
    const got = accepted.get(f.get('cuf') ?? '');
    if (!got) return refusal(name, '1020', 'FACTURA INEXISTENTE: EL CUF NO FUE RECIBIDO', [['codigoEstado', '902'], ['codigoDescripcion', 'RECHAZADA']]);
    const [estado, text] = annulled.has(f.get('cuf') ?? '') ? ['905', 'ANULADA'] : ['908', 'VALIDADA'];
    return { answerName: name, fields: [['codigoDescripcion', text], ['codigoEstado', estado], ['codigoRecepcion', got.codigoRecepcion], ['transaccion', 'true']] };
  }

  function answer(operation: string, f: Fields): Answer | Promise<Answer> | undefined {
    switch (operation) {
      case 'verificacionEstadoFactura': return statusAnswer(f);
      case 'verificarComunicacion': return { answerName: 'RespuestaComunicacion', fields: [['transaccion', 'true']], groups: [['mensajesList', [['codigo', '926'], ['descripcion', 'COMUNICACION EXITOSA']]]] };
      case 'anulacionFactura': return annulmentAnswer(f);
      case 'cuis': return cuisAnswer(f);
      case 'cufd': return cufdAnswer(f);
      case 'verificarNit': return verifyNitAnswer(f);
      case 'recepcionFactura': return receptionAnswer(f);
      // A nota de crédito-débito goes through the same checks (its own schema, its CUF with sector 24) and its invoice must be known.
      case 'recepcionDocumentoAjuste': return receptionAnswer(f);
      case 'verificacionEstadoDocumentoAjuste': return statusAnswer(f);
      case 'recepcionPaqueteFactura': return packageAnswer(f);
      case 'validacionRecepcionPaqueteFactura': return validationAnswer(f);
      case 'registroEventoSignificativo': return eventAnswer(f);
      default: return catalogueAnswer(operation, f);
    }
  }

  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (faults.mode === 'silent') return; // never answers: the client's timeout decides
      if (faults.mode === 'drop') return void req.socket.destroy();
      const reply = async () => {
        if (req.headers.apikey !== `TokenApi ${options.token}`) {
          res.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
          return;
        }
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const parsed = readSoapRequest(body.toString('utf8'));
        const out = parsed && (await answer(parsed.operation, parsed.fields));
        calls.push(parsed?.operation ?? '?');
        if (!parsed || !out) {
          res.writeHead(500, { 'content-type': 'text/xml' }).end('<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>Operación desconocida</faultstring></soap:Fault></soap:Body></soap:Envelope>');
          return;
        }
        const send = () => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(soapResponse(parsed.operation, out.answerName, out.fields, out.groups));
        if (faults.mode === 'late') setTimeout(send, faults.delayMs);
        else send();
      };
      if (faults.mode === 'slow') setTimeout(() => void reply(), faults.delayMs);
      else void reply();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    calls,
    accepted,
    annulled,
    receptions,
    get duplicates() {
      return sim.duplicates;
    },
    cufds,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
