import type { SessionUser } from '@lactea/contracts';
import type { Db } from '../db/types.js';
import type { Config } from '../config.js';
import type { SessionCache } from '../modules/auth/session-cache.js';

/** What a service needs to know about the call: who, from where, on which database. */
export interface Ctx {
  db: Db;
  config: Config;
  user: SessionUser | null;
  ip: string;
  /** Forget cached sessions after a change that revokes or alters them commits. */
  sessions: SessionCache;
}

export function actor(ctx: Ctx): SessionUser {
  if (!ctx.user) throw new Error('Llamada sin usuario en una operación que lo requiere');
  return ctx.user;
}
