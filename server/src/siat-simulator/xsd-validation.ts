import { NOTE_SECTOR } from '@lactea/contracts';
import { COMPRA_VENTA_XSD } from './compra-venta-xsd.js';
import { NOTE_XSD } from './note-xsd.js';

/*
 * compraVenta invoices and notas de crédito-débito checked against their schemas (COMPRA_VENTA_XSD, NOTE_XSD) with xmllint (libxml2 compiled to
 * WebAssembly: the package xmllint-wasm, a development dependency). Loaded when first needed; where
 * it is not installed (a production install without development packages) the simulator keeps its
 * own checks of names, order, nil and decimals (invoice-check.ts) and this answers null.
 */

type Validate = typeof import('xmllint-wasm').validateXML;
let loading: Promise<Validate | null> | undefined;

const validator = () => (loading ??= import('xmllint-wasm').then((m) => m.validateXML, () => null));

/**
 * Each document's schema errors (xmllint's messages), in the order given; an empty list for a
 * valid one. Null when xmllint-wasm is not installed. Many documents are checked in one call (a
 * package's 500 cost one WebAssembly start).
 */
export async function xsdErrors(documents: string[], sector = 1): Promise<string[][] | null> {
  const validate = await validator();
  if (!validate) return null;
  const files = documents.map((contents, i) => ({ fileName: `documento-${i}.xml`, contents }));
  const result = await validate({ xml: files, schema: [sector === NOTE_SECTOR ? { fileName: 'notaComputarizadaCreditoDebito.xsd', contents: NOTE_XSD } : { fileName: 'facturaComputarizadaCompraVenta.xsd', contents: COMPRA_VENTA_XSD }] });
  const byFile = files.map(() => [] as string[]);
  for (const e of result.errors) {
    // xmllint ends each invalid document's errors with '<file> fails to validate' (no location).
    const named = e.loc?.fileName ?? /^(\S+) fails to validate/.exec(e.message)?.[1];
    const at = files.findIndex((f) => f.fileName === named);
    // An error that names no document (the schema itself) counts against every one.
    for (const i of at >= 0 ? [at] : files.keys()) byFile[i].push(e.message.trim());
  }
  return byFile;
}
