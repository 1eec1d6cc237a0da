import { m } from '~/paraglide/messages.js'

/** A page of the delivery day the signed-in role may not open (the API refused it). */
export function NotForRole() {
  return (
    <p role="alert" className="rounded-lg bg-amber-50 p-4 font-semibold text-amber-900">
      {m.bo_deliveries_not_for_role()}
    </p>
  )
}
