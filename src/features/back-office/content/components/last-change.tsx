import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'

/** "Version 3 · changed by Amina Alaoui on 24 Nov 2026, 10:32", or the shop's first text. */
export function LastChange({ change }: { change: { version: number; by: string | null; at: string } }) {
  const at = formatDateTime(change.at)
  return (
    <>
      {m.bo_content_version({ version: change.version })} ·{' '}
      {change.by ? (
        <>
          {m.bo_content_changed_by()} <bdi>{change.by}</bdi> · {at}
        </>
      ) : (
        m.bo_content_first_text({ at })
      )}
    </>
  )
}
