/**
 * The audit log: every change made in the back office, who, when, what, before and after
 * (docs/decisions/0028). Written in the transaction of the change it describes, so a change
 * without its line (or a line without its change) cannot exist. Each line also keeps the actor's
 * name and e-mail as they were, and the request it came from (id, client address, user agent),
 * read from the request's context rather than passed by every caller; PostgreSQL refuses to
 * change or remove a line (docs/decisions/0062).
 */
import { fullNameSql } from '~/api/db/full-name'
import type { Executor } from '~/api/db/executor'
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { auditLog, users } from '~/api/db/schema'
import { currentRequestId } from '~/lib/request-context.server'
import { asCommandLine, currentAuditOrigin } from './audit-origin'
import { onPage } from './paging'

export type AuditEntry = {
  /** The staff member; null for the command line (named by `asCommandLine`). */
  actorId: number | null
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

/** A user agent is the client's to write: kept, but not without bound. */
const USER_AGENT_LIMIT = 512

export async function recordAudit(tx: Executor, entry: AuditEntry, now = new Date()) {
  const origin = currentAuditOrigin()
  const { actorId } = entry
  // The actor's name and e-mail as they are now, read in the same statement: the line keeps them
  // when the account is renamed, erased or deleted. The command line's actor is the system user.
  const actorName =
    actorId === null
      ? (origin.operator ?? null)
      : sql<string>`(select coalesce(nullif(${fullNameSql(users)}, ''), ${users.email}) from ${users} where ${users.id} = ${actorId})`
  const actorEmail = actorId === null ? null : sql<string>`(select ${users.email} from ${users} where ${users.id} = ${actorId})`
  await tx.insert(auditLog).values({
    actorId,
    actorName,
    actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: storable(entry.before),
    after: storable(entry.after),
    requestId: currentRequestId() ?? null,
    clientAddress: origin.clientAddress ?? null,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_LIMIT) ?? null,
    createdAt: now,
  })
}

/**
 * A read of personal data (`customer.view`), recorded once per actor, item and minute: the page
 * that asks again as it hydrates is still one view (docs/decisions/0062).
 */
export async function recordView(db: Executor, entry: Omit<AuditEntry, 'before' | 'after'>, now = new Date(), withinMs = 60_000) {
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entry.entity),
        eq(auditLog.entityId, String(entry.entityId)),
        eq(auditLog.action, entry.action),
        entry.actorId === null ? isNull(auditLog.actorId) : eq(auditLog.actorId, entry.actorId),
        gt(auditLog.createdAt, new Date(now.getTime() - withinMs)),
      ),
    )
    .limit(1)
  if (!recent) await recordAudit(db, entry, now)
}

type Snapshot = Record<string, unknown> | null

/** The fields whose values differ between an audit line's before and after (the version aside). */
function changedInLine(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  keys.delete('version')
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
}

/**
 * What happened to a versioned entity after version `seen` (each versioned save writes its new
 * version in `after`): the latest of those saves (who, when) and every field they changed; the
 * refusal of a save made from that older version says it.
 */
export async function changesSince(tx: Executor, { entity, entityId, seen }: { entity: string; entityId: number | string; seen: number }) {
  const since = await tx
    .select({ at: auditLog.createdAt, by: auditLog.actorName, actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        sql`coalesce((${auditLog.after}->>'version')::int, 0) > ${seen}`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
  const fields = new Set(since.flatMap((line) => changedInLine(line.before as Snapshot, line.after as Snapshot)))
  const last = since[0]
  return {
    last: last ? { at: last.at, by: last.by, actorId: last.actorId } : null,
    fields: [...fields],
    /** What each save since wrote (its `after`), newest first. */
    saves: since.map((line) => line.after as Snapshot),
  }
}

export const AUDIT_PER_PAGE = 50

/** The log, newest first, optionally for one entity; each line names its actor as they were. */
export async function listAudit(db: Executor, { entity, entityId, page }: { entity?: string; entityId?: string; page: number }) {
  const where = and(entity ? eq(auditLog.entity, entity) : undefined, entityId ? eq(auditLog.entityId, entityId) : undefined)
  const [rows, [total]] = await Promise.all([
    onPage(db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic(), page, AUDIT_PER_PAGE),
    db.select({ value: count() }).from(auditLog).where(where),
  ])
  return {
    items: rows.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      by: entry.actorName,
      by_email: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      request_id: entry.requestId,
      client_address: entry.clientAddress,
      user_agent: entry.userAgent,
    })),
    total: total?.value ?? 0,
    page,
    per_page: AUDIT_PER_PAGE,
  }
}

/** A command-line script's change to the data, as one line naming the system user who ran it. */
export async function recordCommandLine(db: Executor, action: string, after: unknown, now = new Date()) {
  await asCommandLine(() => recordAudit(db, { actorId: null, action, entity: 'database', entityId: 'shop', after }, now))
}
