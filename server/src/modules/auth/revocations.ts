import { listen } from '../../db/listen.js';
import type { DbLog } from '../../db/open.js';
import type { SessionCache } from './session-cache.js';

/**
 * The channel on which PostgreSQL announces revocations: triggers on `sessions` (a token revoked:
 * `t:<token hash>`) and on `users` (any change to a user: `u:<id>`), sent at the commit of the
 * change whatever code made it (migration 0028, decision 0038).
 */
export const REVOCATIONS_CHANNEL = 'lactea_sessions';

/** Keeps this process's session cache in step with revocations made by any process. */
export function followRevocations(url: string, cache: SessionCache, log: DbLog): { close(): Promise<void> } {
  return listen({
    url,
    channel: REVOCATIONS_CHANNEL,
    log,
    onState: (listening) => cache.connected(listening),
    onMessage(payload) {
      if (payload.startsWith('t:')) cache.forgetToken(payload.slice(2));
      else if (payload.startsWith('u:')) cache.forgetUser(Number(payload.slice(2)));
    },
  });
}
