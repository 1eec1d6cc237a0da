/**
 * The link back to a detail page's list ("Tous les clients"), above its title: an arrow that
 * points to the start of the line (mirrored in Arabic). Given to `AdminPage` as `back`.
 *
 * @example
 * <AdminPage title={customer.name} back={<BackLink to="/gestion/clients">{m.bo_customers_back()}</BackLink>}>…</AdminPage>
 */
import { Link } from '@tanstack/react-router'
import { ArrowStartIcon } from '~/ui/icons'

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowStartIcon />
      {children}
    </Link>
  )
}
