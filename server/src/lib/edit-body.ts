import { isDeepStrictEqual } from 'node:util';
import { unchangeableMessage, type EditFields } from '@lactea/contracts';
import { badRequest } from './errors.js';

/** The body with every key present: an added field left out holds its stored value. */
export type CompleteEdit<B> = { [K in keyof B]-?: Exclude<B[K], undefined> };

/**
 * An edit's body made whole against the row it edits (docs/decisions/0022, contracts/edits.ts).
 * `stored` is the row's read answer as it is now, read in the edit's transaction after the row was
 * locked and its version checked, so nothing can change it before the write (no read-modify-write
 * race). A read-back key sent with another value than the stored one is a 400 naming it (nothing
 * is written); an added field left out takes its stored value, so the service writes every column
 * as before and an absent field is never erased.
 */
export function completeEdit<B extends object>(fields: EditFields, body: B, stored: object): CompleteEdit<B> {
  const sent = body as Record<string, unknown>;
  const now = stored as Record<string, unknown>;
  const messages = Object.keys(fields.readBack)
    .filter((key) => sent[key] !== undefined && !isDeepStrictEqual(sent[key], now[key]))
    .map((key) => unchangeableMessage(fields, key));
  if (messages.length) throw badRequest(...new Set(messages));
  const whole = { ...sent };
  for (const key of [...fields.added, ...Object.keys(fields.readBack)]) if (whole[key] === undefined) whole[key] = now[key];
  return whole as CompleteEdit<B>;
}
