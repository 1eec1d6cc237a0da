/**
 * The back office's menu: the sections a role may open (the Shop API refuses the others anyway).
 * A row of links on a desktop, scrolling sideways on a phone; the current one marked.
 */
import { Link } from '@tanstack/react-router'
import type { StaffMe, StaffRoleName } from '~/api/contract/admin-staff'
import { m } from '~/paraglide/messages.js'

type Section = { to: string; label: () => string; roles: readonly StaffRoleName[] }

/** Every section, in menu order; a section's page is added with its route. */
export const SECTIONS: readonly Section[] = [
  { to: '/gestion/tableau-de-bord', label: m.bo_nav_dashboard, roles: ['admin', 'staff'] },
  { to: '/gestion/commandes', label: m.bo_nav_orders, roles: ['admin', 'staff'] },
  { to: '/gestion/livraisons', label: m.bo_nav_deliveries, roles: ['admin', 'staff'] },
  { to: '/gestion/repartition', label: m.dispatch_nav, roles: ['admin', 'staff'] },
  { to: '/gestion/abonnements', label: m.sub_bo_nav, roles: ['admin', 'staff'] },
  { to: '/gestion/tournee', label: m.bo_nav_round, roles: ['driver'] },
  { to: '/gestion/clients', label: m.bo_nav_customers, roles: ['admin', 'staff'] },
  { to: '/gestion/consignes', label: m.dep_nav_jugs, roles: ['admin', 'staff'] },
  { to: '/gestion/groupes', label: m.groups_nav, roles: ['admin', 'staff'] },
  { to: '/gestion/messages', label: m.bo_nav_inbox, roles: ['admin', 'staff'] },
  { to: '/gestion/contenus', label: m.bo_nav_content, roles: ['admin', 'staff'] },
  { to: '/gestion/stock', label: m.bo_nav_stock, roles: ['admin', 'staff'] },
  { to: '/gestion/prix', label: m.bo_nav_prices, roles: ['admin', 'staff'] },
  { to: '/gestion/regles', label: m.bo_nav_rules, roles: ['admin', 'staff'] },
  { to: '/gestion/jours-feries', label: m.bo_nav_holidays, roles: ['admin', 'staff'] },
  { to: '/gestion/produits', label: m.bo_nav_products, roles: ['admin', 'staff'] },
  { to: '/gestion/marques', label: m.bo_nav_brands, roles: ['admin', 'staff'] },
  { to: '/gestion/categories', label: m.bo_nav_categories, roles: ['admin', 'staff'] },
  { to: '/gestion/bons', label: m.bo_nav_vouchers, roles: ['admin', 'staff'] },
  { to: '/gestion/imports', label: m.imp_nav, roles: ['admin'] },
  { to: '/gestion/facturation', label: m.documents_bo_nav, roles: ['admin', 'staff'] },
  { to: '/gestion/comptabilite', label: m.refund_nav_accounting, roles: ['admin', 'staff'] },
  { to: '/gestion/equipe', label: m.bo_nav_team, roles: ['admin'] },
  { to: '/gestion/securite', label: m.bo_nav_security, roles: ['admin', 'staff', 'driver'] },
  { to: '/gestion/journal', label: m.bo_nav_audit, roles: ['admin'] },
]

export function BackOfficeNav({ me }: { me: StaffMe }) {
  const sections = SECTIONS.filter((section) => section.roles.includes(me.role))
  return (
    <nav aria-label={m.bo_nav_label()} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1 whitespace-nowrap">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              activeProps={{ className: 'bg-brand-50 text-brand-700', 'aria-current': 'page' }}
            >
              {section.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
