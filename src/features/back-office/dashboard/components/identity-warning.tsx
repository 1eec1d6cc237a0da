/** The dashboard's warning while the shop's legal identity is incomplete: every invoice issued meanwhile lacks its seller (decision 0074). */
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'

export function IdentityWarning({ incomplete }: { incomplete: boolean }) {
  if (!incomplete) return null
  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="bo-identity-warning" role="status">
      <h2 className="mb-2 text-lg font-bold text-amber-900">{m.bo_dashboard_identity_title()}</h2>
      <p className="text-sm text-amber-900">
        {m.bo_dashboard_identity_missing()}{' '}
        <Link to="/gestion/facturation" className="font-semibold underline">
          {m.bo_dashboard_identity_link()}
        </Link>
      </p>
    </section>
  )
}
