/**
 * The result of a kit form posted without scripts, as the page received it (docs/decisions/0054):
 * the root route takes it on the server and provides it here; the kit form of that name starts
 * from it (what was sent, the refusal under its fields, or the success to tell).
 */
import { createContext, useContext } from 'react'
import type { FormPostResult } from '~/lib/form-post'

const PostedResultContext = createContext<FormPostResult | null>(null)

export const PostedResultProvider = PostedResultContext.Provider

/** The result for the form named `form`, if the page was rendered with one. */
export function usePostedResult(form: string | undefined): FormPostResult | null {
  const result = useContext(PostedResultContext)
  return form !== undefined && result?.form === form ? result : null
}

/** The form's values, with what was sent in place of each text default. */
export function withPostedValues<Values extends Record<string, unknown>>(defaults: Values, result: FormPostResult | null): Values {
  if (!result) return defaults
  const values: Record<string, unknown> = { ...defaults }
  for (const [name, value] of Object.entries(result.values)) if (typeof defaults[name] === 'string') values[name] = value
  return values as Values
}
