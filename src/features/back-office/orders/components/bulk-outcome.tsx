/** What a bulk action did: how many orders it changed, and each it could not, named with why. */
import { Link } from '@tanstack/react-router'
import type { BulkOutcome } from '~/api/contract/admin-order-bulk'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export function BulkOutcomePanel({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const counts = { count: formatNumber(outcome.done.length), total: formatNumber(outcome.total) }
  const refused = outcome.refused.length > 0
  return (
    <section
      aria-label={m.bulk_outcome()}
      data-testid="bulk-outcome"
      className={`grid gap-2 rounded-xl p-4 ${refused ? 'bg-amber-50 text-amber-950' : 'bg-green-50 text-green-900'}`}
    >
      <div role={refused ? 'alert' : 'status'} className="grid gap-2">
        <p className="font-semibold">{outcome.action === 'confirm' ? m.bulk_outcome_confirmed(counts) : m.bulk_outcome_assigned(counts)}</p>
        {refused ? (
          <>
            <p>{m.bulk_outcome_refused({ count: formatNumber(outcome.refused.length) })}</p>
            <ul className="grid list-disc gap-1 ps-6" data-testid="bulk-refused">
              {outcome.refused.map((each) => (
                <li key={each.reference}>
                  <Link
                    to="/gestion/commandes/$reference"
                    params={{ reference: each.reference }}
                    className="font-semibold underline"
                    dir="ltr"
                  >
                    {each.reference}
                  </Link>
                  {getLocale() === 'fr' ? ' : ' : ': '}
                  {each.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="justify-self-start rounded-lg border border-current px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {m.bulk_outcome_close()}
      </button>
    </section>
  )
}
