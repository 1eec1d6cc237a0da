/**
 * The one shape of a refusal a server function answers (docs/decisions/0069): the Shop API's 4xx
 * in the caller's language, `{ success: false, status, message, errors }`, and, when a save was
 * made from an older version (409), who saved since and the version to save over. Success is
 * `{ success: true, … }`. The form kit, the back-office kit and the pages read only this.
 */

/** Who saved a record after the version a save was edited from (a 409's `conflict`). */
export type SaveConflict = {
  /** The name of whoever saved last, or null when the log does not say. */
  savedBy: string | null
  /** When they saved (ISO 8601), or null. */
  savedAt: string | null
  /** The record's version now: a save meant to overwrite theirs ("keep mine") names it. */
  version: number
}

export type Refusal = {
  success: false
  status: number
  message: string
  errors: Record<string, string[]>
  conflict?: SaveConflict
}

export const isRefusal = (answer: unknown): answer is Refusal =>
  typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === false

/** A save refused because someone saved since it was read. */
export const isStaleSave = (answer: unknown): answer is Refusal & { conflict: SaveConflict } =>
  isRefusal(answer) && answer.status === 409 && answer.conflict !== undefined
