/**
 * What the back office's editors of brands, categories and vouchers share (issue 17 §8): a save
 * names the version it was edited from; the service locks the row and, when someone saved since,
 * refuses it (409) saying who, when and which fields changed, read from the audit log where every
 * save writes its version and the fields it changed. Field refusals in the admin's language.
 */
import type { z } from 'zod'
import type { Executor } from '~/api/db/database'
import { versionSchema } from '~/api/contract/common'
import { ApiError, fieldRefusal } from '~/api/http/errors'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { changesSince } from './audit'
import type { Locale } from '~/paraglide/runtime.js'

export type FieldMessages = Record<string, (locale: Locale) => string>
type FieldErrors = Record<string, ((locale: Locale) => string)[]>

/** Parses a body with `schema`; a refusal names each wrong field with its own message (`messages`, by first path segment). */
export function parseFields<T extends z.ZodType>(schema: T, body: unknown, messages: FieldMessages): z.infer<T> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_')
    const message = messages[field] ?? ((locale: Locale) => m.api_invalid_input({}, { locale }))
    errors[field] = [message]
  }
  throw fieldRefusal(errors)
}

/** PostgreSQL's unique-key refusal (two admins creating the same slug or code at the same moment). */
export const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505'

/** The version a change was edited from: required, else the save could overwrite unseen changes. */
export function editedVersion(body: unknown): number {
  const version = (body as { version?: unknown } | null)?.version
  const parsed = versionSchema.safeParse(version)
  if (parsed.success) return parsed.data
  throw fieldRefusal({ version: [(locale) => m.api_bo_edit_version_missing({}, { locale })] })
}

/** The fields whose values differ, compared as JSON (arrays by their content). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): (keyof T & string)[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
}

/** Only the named fields of a record. */
export const pick = <T extends Record<string, unknown>>(record: T, keys: (keyof T & string)[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]])) as Partial<T>

/**
 * The refusal of a save made from an older version: the audit lines written since `seenVersion`
 * say who saved last, when, and which fields changed (named with `labels` in the admin's language).
 */
export async function editConflict(
  tx: Executor,
  { entity, entityId, seenVersion, labels }: { entity: string; entityId: number; seenVersion: number; labels: FieldMessages },
): Promise<ApiError> {
  const { last, fields } = await changesSince(tx, { entity, entityId, seen: seenVersion })
  return new ApiError(
    409,
    (locale) =>
      m.api_bo_edit_conflict(
        {
          by: last?.by ?? m.api_content_someone({}, { locale }),
          at: last ? formatDateTime(last.at.toISOString(), locale) : '—',
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
