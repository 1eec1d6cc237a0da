/** What staff or a driver ask of an order's life: the statuses, the actions, and one change with its details. */
import type { orders } from '~/api/db/schema'
import type { ProofChange } from './delivery-proofs'

export type OrderStatus = (typeof orders.$inferSelect)['status']
export const ORDER_ACTIONS = ['confirm', 'dispatch', 'deliver', 'fail', 'cancel'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export type OrderChange = {
  action: OrderAction
  /** Required to cancel and for a failed attempt. */
  reason?: string
  /** A failed attempt's new delivery date (YYYY-MM-DD, after today). */
  newDeliveryDate?: string
  /** Delivered: what was collected (centimes; the order's total when not given) and how. */
  collectedCentimes?: number
  collectedPaymentModeId?: number
  /** Why `collectedCentimes` differs from the amount due: required then (docs/decisions/0063). */
  collectedReason?: string
  /** Delivered: the empties the driver counted at the door (docs/decisions/0084); none: as announced. */
  emptiesCollected?: number
  /** A queued action's key, so that its replay acts once (8 to 100 characters). */
  clientKey?: string
  /** Delivered: when the driver pressed (kept between the dispatch and now), who took it and the proof (decision 0087). */
  actedAt?: Date
  proof?: ProofChange
}
