import { and, eq, or } from 'drizzle-orm';
import { labelled, SIN_CODE_MSG, type SiatCatalogueKind } from '@lactea/contracts';
import { siatCatalogue } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { badRequest } from '../../lib/errors.js';

interface SinCodes {
  sin_product_code: string | null;
  sin_unit_code: string | null;
}

const FIELDS = [
  ['sin_product_code', 'productos'],
  ['sin_unit_code', 'unidades'],
] as const satisfies readonly (readonly [keyof SinCodes, SiatCatalogueKind])[];

/**
 * Codes asked for against SIAT's synced catalogues: each `field`'s code must be in its `kind`
 * (the settings' default product SIN, a product's codes). 400 naming each field that is not.
 */
export async function checkCatalogueCodes(tx: Executor, asked: { field: string; kind: SiatCatalogueKind; code: string }[]): Promise<void> {
  if (!asked.length) return;
  const found = await tx
    .select({ kind: siatCatalogue.kind, code: siatCatalogue.code })
    .from(siatCatalogue)
    .where(or(...asked.map((a) => and(eq(siatCatalogue.kind, a.kind), eq(siatCatalogue.code, a.code)))));
  const known = new Set(found.map((r) => `${r.kind}:${r.code}`));
  const messages = asked.filter((a) => !known.has(`${a.kind}:${a.code}`)).map((a) => labelled(a.field, SIN_CODE_MSG.notInCatalogue));
  if (messages.length) throw badRequest(...messages);
}

/**
 * A product's SIN codes come from SIAT's synced catalogues. Only a code that changes is checked:
 * the catalogue is replaced daily, and a code SIAT dropped since stays on its product until someone
 * edits it (the invoice is refused by SIAT then, with SIAT's own message).
 */
export async function checkSinCodes(tx: Executor, body: SinCodes, before: SinCodes | null): Promise<void> {
  const asked = FIELDS.filter(([field]) => body[field] !== null && body[field] !== before?.[field]);
  await checkCatalogueCodes(tx, asked.map(([field, kind]) => ({ field, kind, code: body[field] as string })));
}
