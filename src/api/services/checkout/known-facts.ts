/**
 * What a caller placing many orders in a row has read already, so that the checkout does not read
 * it again for each order (a standing orders' run: 10,000 orders in a minute, docs/decisions/0088).
 * Each fact left out is read by the checkout as for a shopper's order; each one given must be what
 * the checkout would have read: the same rows, locked the same way by the caller's transaction.
 */
import type { SessionUser } from '~/api/auth/session'
import type { addresses, deliveryFees, deliveryModes, paymentModes } from '~/api/db/schema'
import type { LineFacts } from '~/api/services/catalogue/cart-lines'
import type { VariantLabels } from '~/api/services/catalogue/variant-labels'
import type { JugBalance } from '~/api/services/deposits/jug-ledger'
import type { CityRow } from '~/api/services/places/cities'
import type { CheckoutSettings } from './checkout-settings'

export type ModeInCity = { mode: typeof deliveryModes.$inferSelect; fee: typeof deliveryFees.$inferSelect }
export const modeInCityKey = (modeId: number, cityId: number) => `${modeId}:${cityId}`

export type KnownFacts = {
  /** The customer's row, locked FOR UPDATE by the caller's transaction. */
  customer?: SessionUser
  city?: CityRow
  /** The catalogue's facts of the order's products in its city, in the order's language. */
  lineFacts?: LineFacts
  /** The pack sizes' labels in both languages, for the order's lines (read when one is missing). */
  variantLabels?: VariantLabels
  settings?: CheckoutSettings
  /** The holidays from today to the end of the booking window. */
  holidays?: Set<string>
  /** The active delivery modes with their fee, by `modeInCityKey`. */
  modesInCities?: Map<string, ModeInCity>
  /** The active payment modes, by id. */
  paymentModes?: Map<number, typeof paymentModes.$inferSelect>
  /** The customer's own addresses with their city's names, held FOR KEY SHARE by the caller. */
  addresses?: { address: typeof addresses.$inferSelect; cityFr: string; cityAr: string }[]
  /** The customer's jug account as it stands, read in the caller's transaction after the customer's lock. */
  jugBalance?: JugBalance
}
