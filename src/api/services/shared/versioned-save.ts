/**
 * The one versioned save of the back office (docs/decisions/0069). A save names the version it
 * was edited from; inside the save's transaction the row is locked and compared with it: when
 * someone saved since, the save is refused with the one 409 (`staleSave`: a message naming who
 * and when, field errors for what changed, and `data.conflict` with who, when and the version
 * now); else it is written with `version + 1`, its audit line names the fields it changed (with
 * the versions, which is how a later refusal finds who saved since) and, for what public pages
 * show, the change is announced on the change feed.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { auditLog } from '~/api/db/schema'
import { ApiError, notFound, type SavedSince } from '~/api/http/errors'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { changesSince, recordAudit } from './audit'
import { announceChange, type Change } from './change-feed'

type Message = (locale: Locale) => string
export type FieldLabels = Record<string, Message>
/** Who saved and when, worded for the refusal's message ("someone", "—" when the log does not say). */
export type SaidSince = { by: string; at: string }

/**
 * The one refusal of a save made from an older version: a 409 whose message (each screen's own
 * words, given who and when) and field errors are in the admin's language, and whose body carries
 * `data.conflict` (`since`), so the browser can offer "load theirs" or "keep mine".
 */
export function staleSave(
  since: SavedSince,
  message: (said: SaidSince, locale: Locale) => string,
  errors: (locale: Locale) => Record<string, string[]> = () => ({}),
): ApiError {
  const refusal = new ApiError(
    409,
    (locale) =>
      message(
        {
          by: since.savedBy ?? m.api_content_someone({}, { locale }),
          at: since.savedAt ? formatDateTime(since.savedAt.toISOString(), locale) : '—',
        },
        locale,
      ),
    errors,
  )
  refusal.conflict = since
  return refusal
}

/** What the audit log says happened to an entity after version `seen`, the row being at `version` now. */
export async function savedSince(tx: Executor, { entity, entityId, seen, version }: VersionedEntity & { seen: number; version: number }) {
  const changes = await changesSince(tx, { entity, entityId, seen })
  const since: SavedSince = { savedBy: changes.last?.by ?? null, savedAt: changes.last?.at ?? null, version }
  return { since, fields: changes.fields, saves: changes.saves }
}

/**
 * The refusal most editors give (brands, categories, vouchers, rules): who, when, and the changed
 * fields named with `labels`, each with "changed since" under it.
 */
export function fieldsConflict(since: SavedSince, fields: string[], labels: FieldLabels): ApiError {
  return staleSave(
    since,
    ({ by, at }, locale) =>
      m.api_bo_edit_conflict(
        {
          by,
          at,
          changed: fields.length
            ? fields.map((field) => labels[field]?.(locale) ?? field).join(', ')
            : m.api_content_changed_unknown({}, { locale }),
        },
        { locale },
      ),
    (locale) =>
      Object.fromEntries(fields.filter((field) => labels[field]).map((field) => [field, [m.api_bo_edit_field_changed({}, { locale })]])),
  )
}

/** The refusal of a save of `entity` made from version `seen` of a row now at `version`, with the fields changed since. */
export async function versionConflict(
  tx: Executor,
  { labels, ...at }: VersionedEntity & { seen: number; version: number; labels: FieldLabels },
): Promise<ApiError> {
  const { since, fields } = await savedSince(tx, at)
  return fieldsConflict(since, fields, labels)
}

type VersionedEntity = { entity: string; entityId: number | string }

/**
 * Who saved an entity last (its latest audit line, of `action` when named) and how many such
 * saves the log holds, which stands for the version of what has no version column (a year's
 * holidays, a count of stock, a product's prices): those saves compare values, not versions.
 */
export async function lastSaved(tx: Executor, { entity, entityId, action }: VersionedEntity & { action?: string }): Promise<SavedSince> {
  const [line] = await tx
    .select({ at: auditLog.createdAt, by: auditLog.actorName, saves: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), action ? eq(auditLog.action, action) : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
  return { savedBy: line?.by ?? null, savedAt: line?.at ?? null, version: line?.saves ?? 0 }
}

/**
 * What a save wrote: its audit action, the changed fields before and after (the versions are
 * added), and what the caller answers with (the row as saved), if anything.
 */
export type Written<Saved> = { action: string; before: Record<string, unknown>; after: Record<string, unknown>; saved?: Saved }

export type VersionedSave<Row extends { version: number }, Saved> = VersionedEntity & {
  /** Reads the row and locks it for the transaction (`select … for update`); none is a 404. */
  lock: () => Promise<Row | undefined>
  /** The version the admin edited from; none is refused like an older one. */
  seen: number | undefined
  /** The screen's refusal, given who saved since (default: `fieldsConflict` with `labels`). */
  refuse?: (conflict: Awaited<ReturnType<typeof savedSince>>, row: Row) => ApiError | Promise<ApiError>
  labels?: FieldLabels
  /** Writes the change with `version` (the row's plus one); null when nothing changed (no new version, no line). */
  write: (row: Row, version: number) => Promise<Written<Saved> | null>
  actorId: number | null
  now: Date
  /** What public pages are told changed (the change feed), for an entity they show. */
  announce?: Change
}

/** Saves over the version the admin edited, or refuses with the one 409; answers the version now and what `write` saved. */
export async function versionedSave<Row extends { version: number }, Saved = never>(
  tx: Executor,
  save: VersionedSave<Row, Saved>,
): Promise<{ version: number; saved?: Saved }> {
  const { entity, entityId } = save
  const row = await save.lock()
  if (!row) throw notFound()
  if (save.seen === undefined || row.version !== save.seen) {
    const conflict = await savedSince(tx, { entity, entityId, seen: save.seen ?? 0, version: row.version })
    throw save.refuse ? await save.refuse(conflict, row) : fieldsConflict(conflict.since, conflict.fields, save.labels ?? {})
  }
  const version = row.version + 1
  const written = await save.write(row, version)
  if (!written) return { version: row.version }
  await recordAudit(
    tx,
    {
      actorId: save.actorId,
      action: written.action,
      entity,
      entityId,
      before: { version: row.version, ...written.before },
      after: { version, ...written.after },
    },
    save.now,
  )
  if (save.announce) await announceChange(tx, save.announce)
  return { version, saved: written.saved }
}
