import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/*
 * What SIAT's reception services take: the document gzipped, the gzip's bytes in base64
 * (`archivo`), and `hashArchivo`, the SHA-256 hex of the gzip's bytes (not of the base64 text), as
 * go-siat does it (ron86i/go-siat, pkg/utils/encoding.go, CompressAndHash).
 */

export interface Archive {
  archivo: string;
  hashArchivo: string;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function archiveOf(content: string | Uint8Array): Archive {
  const gz = gzipSync(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  return { archivo: gz.toString('base64'), hashArchivo: sha256Hex(gz) };
}

/** The simulator's side: the archive's bytes back, after checking its hash; null when they differ. */
export function openArchive(a: Archive): Buffer | null {
  const gz = Buffer.from(a.archivo, 'base64');
  if (sha256Hex(gz) !== a.hashArchivo.toLowerCase()) return null;
  return gunzipSync(gz);
}

/*
 * A package of invoices (recepcionPaqueteFactura) is a tar of the XML files, gzipped. The tar is
 * the plain POSIX ustar layout: a 512-byte header per file, its bytes padded to 512, two empty blocks.
 */
const BLOCK = 512;

function tarHeader(name: string, size: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write('0000644\0', 100, 'ascii');
  h.write('0000000\0', 108, 'ascii');
  h.write('0000000\0', 116, 'ascii');
  h.write(size.toString(8).padStart(11, '0') + '\0', 124, 'ascii');
  h.write('00000000000\0', 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0' + '00', 257, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

export function tarOf(files: { name: string; content: string }[]): Buffer {
  const parts: Buffer[] = [];
  for (const f of files) {
    const body = Buffer.from(f.content, 'utf8');
    parts.push(tarHeader(f.name, body.length), body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function untar(tar: Buffer): { name: string; content: string }[] {
  const out: { name: string; content: string }[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
    out.push({ name, content: tar.subarray(at + BLOCK, at + BLOCK + size).toString('utf8') });
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return out;
}
