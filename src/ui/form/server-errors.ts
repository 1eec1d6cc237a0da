/**
 * The server's refusal, kept beside the form: `{ message, errors: { field: [messages] } }` as the
 * Shop API answers it (server functions pass it on as `{ success: false, message, errors }`). Its
 * field messages show under their fields until the customer edits that field; its message shows
 * at form level once no field message is left. Kept apart from TanStack Form's own error map so
 * that no browser-side validation run clears it.
 */
import { Store } from '@tanstack/react-store'

/** What the kit needs of a refusal; the features' `Refusal` types fit it. */
export type ServerRefusal = { message: string; errors: Record<string, string[]> }

export type ServerErrors = Store<ServerRefusal | null>

export const createServerErrors = (): ServerErrors => new Store<ServerRefusal | null>(null)

/**
 * The Shop API names a field by its path with dots (`sections.2.body.fr`, zod's path joined);
 * TanStack Form names it with brackets for array items (`sections[2].body.fr`).
 */
export const formFieldName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

/** A refusal's field messages under the names of the form's fields. */
export const withFormFieldNames = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([path, messages]) => [formFieldName(path), messages]))

/** Drops a field's server messages: the customer has changed what was refused. */
export function forgetServerError(server: ServerErrors, field: string) {
  server.setState((current) => (current?.errors[field]?.length ? { ...current, errors: { ...current.errors, [field]: [] } } : current))
}

/** The refusal's own message, shown only when no field message applies (any more). */
export function formMessageOf(refusal: ServerRefusal | null): string | null {
  if (!refusal) return null
  return Object.values(refusal.errors).every((messages) => !messages.length) ? refusal.message : null
}

/** The first message of a field: the browser's own check, else what the server answered. */
export function firstError(errors: unknown[], server: string[] | undefined): string | undefined {
  const own = errors.find(Boolean)
  if (own) return typeof own === 'string' ? own : (own as { message?: string }).message
  return server?.[0]
}
