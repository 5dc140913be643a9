import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { EDITS, fold, MSG, type ChangeCredentialsBody, type CreateUserBody, type UpdateUserBody, type User, type VersionedIdBody } from '@lactea/contracts';
import { users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, refuseDuplicate } from '../../lib/errors.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { hashPassword } from '../auth/password.js';
import { revokeAllSessions } from '../auth/auth.service.js';

const NOT_FOUND = 'No existe el usuario';
const columns = {
  id: users.id,
  name: users.name,
  category: users.category,
  username: users.username,
  enabled: users.enabled,
  version: users.version,
};
type Row = { id: number; name: string; category: string; username: string; enabled: number; version: number };
const toUser = (r: Row): User => ({ ...r, category: r.category as User['category'], enabled: r.enabled as 0 | 1 });

/** The users list is a plain array (spec): a shop has a handful of staff. Bounded all the same. */
export async function listUsers(ctx: Ctx): Promise<User[]> {
  const rows = await ctx.db.select(columns).from(users).orderBy(desc(users.id)).limit(1000);
  return rows.map(toUser);
}

const duplicateUsername = (username: string) => MSG.duplicate('el usuario', username);

export async function addUser(ctx: Ctx, body: CreateUserBody): Promise<User> {
  const passwordHash = await hashPassword(body.password, ctx.config.scrypt);
  return refuseDuplicate(duplicateUsername(body.username), () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: body.name, category: body.category, username: body.username, usernameKey: fold(body.username), passwordHash })
        .returning(columns);
      await audit(tx, ctx, { action: 'add', entity: 'user', entityId: row.id, after: row });
      return toUser(row);
    }),
  );
}

/** Every change to a user's name, category, state or credentials drops their cached sessions. */
async function thenForget<T>(ctx: Ctx, userId: number, work: Promise<T>): Promise<T> {
  const result = await work;
  ctx.sessions.forgetUser(userId);
  return result;
}

export async function updateUser(ctx: Ctx, body: UpdateUserBody): Promise<User> {
  return thenForget(ctx, body.id, ctx.db.transaction(async (tx) => {
    // NO KEY UPDATE, not UPDATE: the row's key does not change, and a FOR UPDATE lock would block
    // the audit insert's foreign-key check of another transaction that holds the admin-guard
    // lock and waits for this row (two administrators demoting each other deadlocked).
    const [found] = await tx.select(columns).from(users).where(eq(users.id, body.id)).for('no key update');
    const before = checkVersion(found, body, NOT_FOUND);
    completeEdit(EDITS['PATCH /api/user/update'], body, toUser(before));
    const [row] = await tx
      .update(users)
      .set({ name: body.name, category: body.category, ...bumpVersion(users) })
      .where(eq(users.id, body.id))
      .returning(columns);
    if (before.category === 'a' && body.category !== 'a') await ensureAnotherAdmin(tx, body.id);
    await audit(tx, ctx, { action: 'edit', entity: 'user', entityId: body.id, before, after: row });
    return toUser(row);
  }));
}

export async function changeUserState(ctx: Ctx, ref: VersionedIdBody): Promise<{ enabled: 0 | 1; version: number }> {
  const { id } = ref;
  if (id === actor(ctx).id) throw badRequest('No puede inhabilitar su propio usuario');
  return thenForget(ctx, id, toggleEnabled(ctx, users, 'user', ref, NOT_FOUND, async (tx, enabled) => {
    if (enabled === 0) {
      await ensureAnotherAdmin(tx, id);
      await revokeAllSessions(tx, id);
    }
  }));
}

export async function changeCredentials(ctx: Ctx, body: ChangeCredentialsBody): Promise<User> {
  const passwordHash = await hashPassword(body.password, ctx.config.scrypt);
  return thenForget(ctx, body.id, refuseDuplicate(duplicateUsername(body.username), () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(columns).from(users).where(eq(users.id, body.id)).for('update');
      const before = checkVersion(found, body, NOT_FOUND);
      const [row] = await tx
        .update(users)
        .set({ username: body.username, usernameKey: fold(body.username), passwordHash, ...bumpVersion(users) })
        .where(eq(users.id, body.id))
        .returning(columns);
      // Old tokens stop working at once: whoever knew the old password is out.
      await revokeAllSessions(tx, body.id);
      await audit(tx, ctx, { action: 'change-credentials', entity: 'user', entityId: body.id, before: { username: before.username }, after: { username: row.username } });
      return toUser(row);
    }),
  ));
}

/** Serialises the "another administrator remains" checks (any constant, unique in this app). */
const ADMIN_GUARD_LOCK = 731_001;

/** The shop must never be left without an enabled administrator. */
async function ensureAnotherAdmin(tx: Executor, exceptId: number): Promise<void> {
  // Two administrators disabling or demoting each other at once would each still count the
  // other as enabled (READ COMMITTED), leaving none. With this lock the second one counts after
  // the first has committed, and is refused.
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_GUARD_LOCK})`);
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.category, 'a'), eq(users.enabled, 1), ne(users.id, exceptId)));
  if (Number(n) === 0) throw badRequest('Debe quedar al menos un administrador habilitado');
}
