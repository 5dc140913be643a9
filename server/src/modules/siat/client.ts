import { readSoapAnswer, isFault, soapRequest, type SoapValue } from './soap.js';

/*
 * Lactea's client of SIAT's SOAP services (the real ones or the simulator): one POST per operation,
 * the delegated token in the `apikey: TokenApi …` header as SIAT wants it, a timeout on every call.
 * It never logs nor puts the token in an error: an error says which operation failed and why.
 * Service paths and request names follow go-siat (ron86i/go-siat, internal/adapter/services/).
 */

export type SiatService =
  | 'FacturacionCodigos'
  | 'FacturacionSincronizacion'
  | 'FacturacionOperaciones'
  | 'ServicioFacturacionComputarizada'
  | 'ServicioFacturacionElectronica'
  | 'ServicioFacturacionDocumentoAjuste';

/** Who is asking: the settings every request repeats. */
export interface SiatIdentity {
  nit: string;
  codigoSistema: string;
  /** 1 producción, 2 pruebas. */
  codigoAmbiente: number;
  /** 1 electrónica en línea, 2 computarizada en línea. */
  codigoModalidad: number;
  codigoSucursal: number;
  codigoPuntoVenta: number;
}

export interface SiatClientOptions {
  baseUrl: string;
  token: string;
  /** Per call; the default keeps a till's background work from hanging on a silent SIAT. */
  timeoutMs?: number;
}

/** SIAT did not answer (network, timeout, HTTP error, SOAP fault): the caller goes to contingency. */
export class SiatUnavailable extends Error {
  constructor(readonly operation: string, why: string) {
    super(`SIAT no responde (${operation}): ${why}`);
    this.name = 'SiatUnavailable';
  }
}

/** SIAT answered and refused (transaccion false): its messages, in its words. */
export class SiatRefusal extends Error {
  constructor(readonly operation: string, readonly messages: { codigo: string; descripcion: string }[]) {
    super(`SIAT rechazó ${operation}: ${messages.map((m) => `${m.codigo} ${m.descripcion}`).join('; ') || 'sin mensaje'}`);
    this.name = 'SiatRefusal';
  }
}

export interface SiatAnswer {
  fields: Map<string, string | null>;
  groups: Map<string, Map<string, string | null>[]>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export const messagesOf = (a: SiatAnswer) =>
  (a.groups.get('mensajesList') ?? []).map((m) => ({ codigo: m.get('codigo') ?? '', descripcion: m.get('descripcion') ?? '', numeroArchivo: m.get('numeroArchivo') ?? null }));

export function siatClient(options: SiatClientOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One operation; `groups` names the repeated elements of its answer. Refusals are answered, not thrown. */
  async function call(service: SiatService, operation: string, requestName: string, fields: [string, SoapValue][], groups: string[] = []): Promise<SiatAnswer> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}/${service}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', apikey: `TokenApi ${options.token}`, soapaction: '' },
        body: soapRequest(operation, requestName, fields),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as Error).name;
      throw new SiatUnavailable(operation, name === 'TimeoutError' ? `sin respuesta en ${timeoutMs} ms` : 'sin conexión');
    }
    if (res.status === 401) throw new SiatRefusal(operation, [{ codigo: '401', descripcion: 'Token delegado no válido o vencido' }]);
    if (!res.ok || isFault(text)) throw new SiatUnavailable(operation, `HTTP ${res.status}`);
    return readSoapAnswer(text, ['mensajesList', ...groups]);
  }

  /** A call whose `transaccion` must be true; otherwise SIAT's messages as a SiatRefusal. */
  async function transact(service: SiatService, operation: string, requestName: string, fields: [string, SoapValue][], groups: string[] = []): Promise<SiatAnswer> {
    const answer = await call(service, operation, requestName, fields, groups);
    if (answer.fields.get('transaccion') !== 'true') throw new SiatRefusal(operation, messagesOf(answer));
    return answer;
  }

  return { call, transact };
}
export type SiatClient = ReturnType<typeof siatClient>;
