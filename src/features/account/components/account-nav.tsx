import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'

export const accountLinks = [
  { to: '/espace', label: m.account_nav_home, exact: true },
  { to: '/espace/orders', label: m.account_nav_orders, exact: false },
  { to: '/espace/consignes', label: m.dep_nav, exact: false },
  { to: '/espace/abonnements', label: m.sub_nav, exact: false },
  { to: '/espace/addresses', label: m.account_nav_addresses, exact: false },
  { to: '/espace/profil', label: m.account_nav_profile, exact: false },
  { to: '/espace/gpdr', label: m.account_nav_privacy, exact: false },
] as const

/** The account area's tabs: a row that scrolls on phones, a column beside the page on wide screens. */
export function AccountNav() {
  return (
    <nav aria-label={m.account_nav_label()} className="md:w-56 md:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:px-0">
        {accountLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              activeOptions={{ exact: link.exact }}
              activeProps={{ 'aria-current': 'page', className: 'bg-brand-600 text-white hover:bg-brand-700' }}
              inactiveProps={{ className: 'bg-white text-slate-700 hover:bg-brand-50 hover:text-brand-700' }}
              className="block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap shadow-sm"
            >
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
