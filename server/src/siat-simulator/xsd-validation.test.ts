import { describe, expect, it } from 'vitest';
import { prepareInvoice } from '../modules/siat/prepare.js';
import { draftOf } from '../modules/siat/siat-test-kit.js';
import { xsdErrors } from './xsd-validation.js';

/** The compraVenta XSD against what Lactea writes: valid as written, and each kind of fault found. */
const code = { cufd: 'QUFBQUJCQkJDQ0NDRERERA==', codigoControl: 'A1B2C3D4E5F6071', direccion: 'AV. SIMULADA 123' };
const xml = prepareInvoice(draftOf(code, 1, '2026-11-29T09:15:00.000')).xml;

describe('the compraVenta schema', () => {
  it('takes the invoice Lactea writes, with nil optional elements and a weighed quantity', async () => {
    expect(await xsdErrors([xml])).toEqual([[]]);
  });

  it('finds an element out of order, a missing one, a nil where none is allowed and an amount without its 2 decimals', async () => {
    const swapped = xml.replace(/<municipio>La Paz<\/municipio>(<telefono>[^<]*<\/telefono>)/, '$1<municipio>La Paz</municipio>');
    const missing = xml.replace(/<leyenda>[^<]*<\/leyenda>/, '');
    const nil = xml.replace(/<numeroDocumento>[^<]*<\/numeroDocumento>/, '<numeroDocumento xsi:nil="true"/>');
    const amount = xml.replace('<montoTotal>120.50</montoTotal>', '<montoTotal>120.5</montoTotal>');
    const errors = await xsdErrors([swapped, missing, nil, amount, xml]);
    expect(errors!.map((e) => e.length > 0)).toEqual([true, true, true, true, false]);
    expect(errors![3].join()).toContain('montoTotal');
  });
});

describe('the simulator', () => {
  it('refuses an invoice that does not follow the schema, with xmllint’s reason', async () => {
    const { startSiatSimulator } = await import('./simulator.js');
    const { siatClient } = await import('../modules/siat/client.js');
    const { requestCufd, requestCuis, sendInvoice } = await import('../modules/siat/operations.js');
    const { archiveOf } = await import('../modules/siat/archive.js');
    const { TEST_IDENTITY } = await import('../modules/siat/siat-test-kit.js');
    const sim = await startSiatSimulator({ token: 't' });
    try {
      const client = siatClient({ baseUrl: sim.url, token: 't', timeoutMs: 15_000 });
      const cuis = (await requestCuis(client, TEST_IDENTITY)).codigo;
      const cufd = await requestCufd(client, TEST_IDENTITY, cuis);
      const good = prepareInvoice(draftOf({ cufd: cufd.codigo, codigoControl: cufd.codigoControl, direccion: cufd.direccion }, 1, new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 23)));
      const bad = good.xml.replace(/<codigoTipoDocumentoIdentidad>1</, '<codigoTipoDocumentoIdentidad>9<');
      const sending = { cuis, cufd: cufd.codigo, codigoEmision: 1, codigoDocumentoSector: 1, tipoFacturaDocumento: 1, fechaEnvio: '2026-11-29T09:00:00.000' };
      const refused = await sendInvoice(client, TEST_IDENTITY, sending, archiveOf(bad));
      expect(refused.codigoEstado).toBe('902');
      expect(refused.messages[0].descripcion).toMatch(/^XML NO VALIDO SEGUN EL ESQUEMA: .*codigoTipoDocumentoIdentidad/);
      expect((await sendInvoice(client, TEST_IDENTITY, sending, good.archive)).codigoEstado).toBe('908');
    } finally {
      await sim.close();
    }
  });
});
