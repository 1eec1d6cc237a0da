/**
 * What the back office's editors of brands, categories and vouchers share (issue 17 §8): field
 * refusals in the admin's language, the version a save was edited from, the fields it changes.
 * The save itself, and its refusal when someone saved since, is versioned-save.ts's.
 */
import type { z } from 'zod'
import { versionSchema } from '~/api/contract/common'
import { fieldRefusal } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { pgErrorOf, UNIQUE_VIOLATION } from '~/api/db/pg-error'

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
export const isUniqueViolation = (error: unknown) => pgErrorOf(error).code === UNIQUE_VIOLATION

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
