import { auditLog } from '../db/schema/index.js';
import type { Executor } from '../db/types.js';
import type { Ctx } from './context.js';

export type AuditAction = 'add' | 'edit' | 'change-state' | 'change-credentials' | 'login' | 'logout' | 'write-off' | 'revert' | 'delete' | 'annul' | 'collect' | 'resolve';

/**
 * "Todas las acciones quedan registradas": every change writes one row, inside the same
 * transaction as the change, so a change without its audit row cannot exist.
 */
export async function audit(
  tx: Executor,
  ctx: Ctx,
  entry: { action: AuditAction; entity: string; entityId?: number; before?: unknown; after?: unknown; userId?: number },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId ?? ctx.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: ctx.ip.slice(0, 64),
  });
}
