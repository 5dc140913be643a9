import { blocks, readLeaves, xmlEscape, XSI_NS } from '@lactea/contracts';

/*
 * SIAT's SOAP 1.1 envelopes as go-siat writes them (ron86i/go-siat,
 * internal/adapter/services/index_service.go): the operation in the `https://siat.impuestos.gob.bo/`
 * namespace, its one request object unqualified inside, flat fields in the order given.
 */

export const SIAT_NS = 'https://siat.impuestos.gob.bo/';
const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

export type SoapValue = string | number | null;

const field = (name: string, value: SoapValue) =>
  value === null ? `<${name} xsi:nil="true"/>` : `<${name}>${xmlEscape(String(value))}</${name}>`;

export function soapRequest(operation: string, requestName: string, fields: [string, SoapValue][]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NS}" xmlns:ns="${SIAT_NS}" xmlns:xsi="${XSI_NS}"><soapenv:Body>` +
    `<ns:${operation}><${requestName}>${fields.map(([n, v]) => field(n, v)).join('')}</${requestName}></ns:${operation}>` +
    `</soapenv:Body></soapenv:Envelope>`
  );
}

/** An answer: `<ns2:{operation}Response><{answerName}>…</answerName></…>`; groups are repeated elements holding leaves. */
export function soapResponse(operation: string, answerName: string, fields: [string, SoapValue][], groups: [string, [string, SoapValue][]][] = []): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP_NS}"><soap:Body><ns2:${operation}Response xmlns:ns2="${SIAT_NS}"><${answerName}>` +
    groups.map(([name, leaves]) => `<${name}>${leaves.map(([n, v]) => field(n, v)).join('')}</${name}>`).join('') +
    fields.map(([n, v]) => field(n, v)).join('') +
    `</${answerName}></ns2:${operation}Response></soap:Body></soap:Envelope>`
  );
}

/** The operation a request names (its element inside Body) and its leaves by name. */
export function readSoapRequest(xml: string): { operation: string; fields: Map<string, string | null> } | null {
  const m = /<(?:[\w.-]+:)?Body[^>]*>\s*<(?:[\w.-]+:)?([\w.-]+)[\s>]/.exec(xml);
  if (!m) return null;
  return { operation: m[1], fields: new Map(readLeaves(xml).map((l) => [l.name, l.value])) };
}

/** An answer's top-level leaves (outside its groups) and its groups' leaves. */
export function readSoapAnswer(xml: string, groupNames: string[] = ['mensajesList']): { fields: Map<string, string | null>; groups: Map<string, Map<string, string | null>[]> } {
  let rest = xml;
  const groups = new Map<string, Map<string, string | null>[]>();
  for (const name of groupNames) {
    groups.set(name, blocks(xml, name).map((inner) => new Map(readLeaves(inner).map((l) => [l.name, l.value]))));
    rest = rest.replace(new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>[\\s\\S]*?</(?:[\\w.-]+:)?${name}>`, 'g'), '');
  }
  return { fields: new Map(readLeaves(rest).map((l) => [l.name, l.value])), groups };
}

export const isFault = (xml: string) => /<(?:[\w.-]+:)?Fault[\s>]/.test(xml);
