/** The payment step's choices worked out in the browser, as pure functions (the server decides the rest). */
import type { CheckoutOptions } from '~/api/contract/checkout'

export type PaymentMode = CheckoutOptions['payment_modes'][number]

/** The longest delivery comment kept. */
export const COMMENT_MAX = 1000

/** Online payment is not offered yet: only the modes paid on delivery are shown. */
export const paymentModesOffered = (modes: readonly PaymentMode[]) => modes.filter((mode) => !mode.online)

/** The comment as saved: cut at COMMENT_MAX. */
export const commentToSave = (comment: string) => comment.slice(0, COMMENT_MAX)

/** The points typed, to apply: empty means none (0); null when it is not a whole number of points. */
export function pointsToApply(typed: string): number | null {
  const value = typed.trim() === '' ? 0 : Number(typed.trim())
  return Number.isInteger(value) && value >= 0 ? value : null
}

/** The points typed, to show what they are worth: only a whole number above zero, else null. */
export function pointsToPrice(typed: string): number | null {
  const value = Number(typed)
  return Number.isInteger(value) && value > 0 ? value : null
}
