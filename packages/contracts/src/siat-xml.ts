/*
 * The little XML SIAT's documents and SOAP messages need, written by hand (decision 0070): flat
 * elements in a fixed order, text escaped, an absent optional value as `xsi:nil="true"`. Reading is
 * as narrow: the leaf elements of a document SIAT or Lactea wrote, by local name (prefix dropped).
 */

export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlEscape = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export const xmlUnescape = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-fA-F]+));/g, (_m, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : UNESCAPES[name],
  );

/** One leaf element; null writes SIAT's nil form. */
export const leaf = (name: string, value: string | null): string =>
  value === null ? `<${name} xsi:nil="true"/>` : `<${name}>${xmlEscape(value)}</${name}>`;

/** A leaf as read back: its text, or null when it was nil (or empty and self-closed). */
export interface XmlLeaf {
  name: string;
  value: string | null;
}

const LEAF = /<(?:[\w.-]+:)?([\w.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(?:\/>|>([^<]*)<\/(?:[\w.-]+:)?\1\s*>)/g;

/**
 * Every leaf element of `xml` in document order (an element holding others is not a leaf and is
 * skipped, its leaves are listed). Enough for SIAT's flat invoices and SOAP bodies; not a general parser.
 */
export function readLeaves(xml: string): XmlLeaf[] {
  const out: XmlLeaf[] = [];
  for (const m of xml.matchAll(LEAF)) {
    const nil = /\bxsi:nil\s*=\s*"true"/.test(m[2] ?? '');
    out.push({ name: m[1], value: nil || m[3] === undefined ? (nil ? null : '') : xmlUnescape(m[3]) });
  }
  return out;
}

/** The first leaf named `name`, or undefined. */
export const leafValue = (xml: string, name: string): string | null | undefined =>
  readLeaves(xml).find((l) => l.name === name)?.value;

/** The inner text of each `<name>…</name>` block (a repeated group: detalle, mensajesList). */
export function blocks(xml: string, name: string): string[] {
  const re = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1]);
}
