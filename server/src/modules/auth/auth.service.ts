import { and, eq, isNull, sql } from 'drizzle-orm';
import { fold, MSG, type LoginAnswer, type LoginBody, type SessionUser, type Category } from '@lactea/contracts';
import { sessions, users } from '../../db/schema/index.js';
import type { Db, Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { AppError, badRequest, unauthorized, userDisabled } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { IDLE_TIMEOUT_MS, newToken, tokenHash, TOUCH_EVERY_MS } from './tokens.js';
import type { LoginLimiter } from './login-limiter.js';
import type { SessionCache } from './session-cache.js';

/** Compared against when the username does not exist, so timing does not reveal usernames. */
let decoyHash: string | undefined;

export async function login(ctx: Ctx, limiter: LoginLimiter, body: LoginBody): Promise<LoginAnswer> {
  const username = fold(body.username);
  // Before any password is verified: a refused attempt costs no scrypt.
  const wait = await limiter.blockedMinutes(username, ctx.ip);
  if (wait > 0) throw new AppError(429, [MSG.tooManyAttempts(wait)]);
  // An address with many failures across usernames is slowed down, never refused: every till
  // of the shop shares it.
  await limiter.slowDown(username, ctx.ip);

  const [user] = await ctx.db.select().from(users).where(eq(users.usernameKey, username)).limit(1);
  decoyHash ??= await hashPassword('decoy', ctx.config.scrypt);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? decoyHash);
  if (!user || !ok) {
    await limiter.fail(username, ctx.ip);
    throw badRequest(MSG.wrongCredentials);
  }
  await limiter.succeed(username, ctx.ip);
  if (user.enabled !== 1) throw userDisabled();

  const token = newToken();
  const sessionUser = toSessionUser(user);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({ userId: user.id, tokenHash: tokenHash(token) });
    await audit(tx, { ...ctx, user: sessionUser }, { action: 'login', entity: 'user', entityId: user.id });
  });
  return { token, user: sessionUser, business_zone: ctx.config.tzBusiness };
}

export async function logout(ctx: Ctx, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt)));
    await audit(tx, ctx, { action: 'logout', entity: 'user', entityId: ctx.user?.id });
  });
  ctx.sessions.forgetToken(tokenHash(token));
}

/** Who is calling: 401 for no, unknown, revoked or idle-expired token; 402 for a disabled user. */
export async function authenticate(db: Db, cache: SessionCache, token: string | undefined): Promise<SessionUser> {
  if (!token) throw unauthorized('Falta el token de sesión. Inicie sesión');
  const hash = tokenHash(token);
  const hit = cache.get(hash);
  if (hit) {
    await checkIdle(db, hit.sessionId, hit.lastUsedAt, (t) => (hit.lastUsedAt = t));
    return hit.user;
  }
  const generation = cache.generation;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      id: users.id,
      name: users.name,
      category: users.category,
      username: users.username,
      enabled: users.enabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash))
    .limit(1);
  if (!row) throw unauthorized();
  // Disabling revokes the tokens too, so "disabled" is checked first: the person reads 402
  // (USUARIO INHABILITADO) while disabled, and 401 with that old token once re-enabled.
  if (row.enabled !== 1) throw userDisabled();
  if (row.revokedAt) throw unauthorized();
  const entry = { user: toSessionUser(row), sessionId: row.sessionId, lastUsedAt: row.lastUsedAt.getTime() };
  await checkIdle(db, entry.sessionId, entry.lastUsedAt, (t) => (entry.lastUsedAt = t));
  cache.set(hash, entry, generation);
  return entry.user;
}

/** 12 h without use ends a session; use refreshes it (written at most once a minute). */
async function checkIdle(db: Db, sessionId: number, lastUsedAt: number, touched: (t: number) => void): Promise<void> {
  const now = Date.now();
  const idle = now - lastUsedAt;
  if (idle > IDLE_TIMEOUT_MS) throw unauthorized('Su sesión expiró por inactividad. Inicie sesión nuevamente');
  if (idle > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    touched(now);
  }
}

export async function revokeAllSessions(tx: Executor, userId: number): Promise<void> {
  await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function toSessionUser(u: { id: number; name: string; category: string; username: string }): SessionUser {
  return { id: u.id, name: u.name, category: u.category as Category, username: u.username };
}
