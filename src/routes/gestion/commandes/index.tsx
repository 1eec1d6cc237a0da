import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'

/** The orders list (its table comes with the back-office orders feature). */
export const Route = createFileRoute('/gestion/commandes/')({
  component: () => <h1 className="text-2xl font-bold text-slate-900">{m.bo_nav_orders()}</h1>,
})
