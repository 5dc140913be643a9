import type { SessionUser } from '@lactea/contracts';
import type { Db } from '../db/types.js';
import type { Config } from '../config.js';

/** What a service needs to know about the call: who, from where, on which database. */
export interface Ctx {
  db: Db;
  config: Config;
  user: SessionUser | null;
  ip: string;
}

export function actor(ctx: Ctx): SessionUser {
  if (!ctx.user) throw new Error('Llamada sin usuario en una operación que lo requiere');
  return ctx.user;
}
