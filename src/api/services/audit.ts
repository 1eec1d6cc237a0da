/**
 * The audit log: every change made in the back office, who, when, what, before and after
 * (docs/decisions/0028). Written in the transaction of the change it describes, so a change
 * without its line (or a line without its change) cannot exist.
 */
import { fullNameSql } from '~/api/db/full-name'
import type { Executor } from '~/api/db/database'
import { and, count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { auditLog, users } from '~/api/db/schema'

export type AuditEntry = {
  actorId: number
  /** What was done, as `<entity>.<verb>`: `order.confirm`, `staff.disable`, `customer.points`. */
  action: string
  entity: string
  entityId: string | number
  before?: unknown
  after?: unknown
}

/**
 * The value as jsonb takes it: a lone UTF-16 surrogate (`"\ud800"`, valid JSON that a client may
 * send) is refused by PostgreSQL's jsonb and would fail the change it describes; it becomes U+FFFD.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const storable = (value: unknown) =>
  value === undefined || value === null
    ? null
    : (JSON.parse(
        JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replace(LONE_SURROGATE, '\ufffd') : item)),
      ) as unknown)

export async function recordAudit(tx: Executor, entry: AuditEntry, now = new Date()) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: storable(entry.before),
    after: storable(entry.after),
    createdAt: now,
  })
}

export const AUDIT_PER_PAGE = 50

/** The log, newest first, optionally for one entity. */
export async function listAudit(db: Executor, { entity, entityId, page }: { entity?: string; entityId?: string; page: number }) {
  const actors = alias(users, 'actors')
  const where = and(entity ? eq(auditLog.entity, entity) : undefined, entityId ? eq(auditLog.entityId, entityId) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, by: fullNameSql(actors) })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PER_PAGE)
      .offset((page - 1) * AUDIT_PER_PAGE),
    db.select({ value: count() }).from(auditLog).where(where),
  ])
  return {
    items: rows.map(({ entry, by }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      by: entry.actorId ? by : null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
    })),
    total: total?.value ?? 0,
    page,
    per_page: AUDIT_PER_PAGE,
  }
}
