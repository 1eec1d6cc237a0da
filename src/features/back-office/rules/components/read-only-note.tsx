import { m } from '~/paraglide/messages.js'

/** Said to staff on the rules and holidays pages: they read, admins change. */
export function ReadOnlyNote() {
  return <p className="rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_rules_read_only()}</p>
}
