import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'

/** The driver's round (its deliveries come with the back-office deliveries feature). */
export const Route = createFileRoute('/gestion/tournee')({
  component: () => <h1 className="text-2xl font-bold text-slate-900">{m.bo_nav_round()}</h1>,
})
