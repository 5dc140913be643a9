import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { archiveOf, openArchive, tarOf, untar } from './archive.js';

describe('the archive SIAT takes', () => {
  it('is the gzip in base64, hashed with SHA-256 over the gzip bytes', () => {
    const xml = '<?xml version="1.0"?><factura>Leche ñandú</factura>';
    const a = archiveOf(xml);
    const gz = Buffer.from(a.archivo, 'base64');
    expect(gunzipSync(gz).toString('utf8')).toBe(xml);
    expect(a.hashArchivo).toBe(createHash('sha256').update(gz).digest('hex'));
    expect(a.hashArchivo).not.toBe(createHash('sha256').update(a.archivo).digest('hex'));
    expect(openArchive(a)?.toString('utf8')).toBe(xml);
  });

  it('refuses an archive whose hash does not match', () => {
    const a = archiveOf('<a/>');
    expect(openArchive({ ...a, hashArchivo: '0'.repeat(64) })).toBeNull();
  });

  it('packs invoices in a tar that reads back file by file, whatever their sizes', () => {
    const files = [
      { name: 'factura-1.xml', content: '<a>1</a>' },
      { name: 'factura-2.xml', content: 'x'.repeat(512) },
      { name: 'factura-3.xml', content: 'ñ'.repeat(700) },
    ];
    const tar = tarOf(files);
    expect(tar.length % 512).toBe(0);
    expect(untar(tar)).toEqual(files);
    expect(untar(gunzipSync(Buffer.from(archiveOf(tar).archivo, 'base64')))).toEqual(files);
  });
});
