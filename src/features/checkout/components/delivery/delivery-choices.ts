/** The delivery step's choices worked out in the browser, as pure functions (the server decides the rest). */
import type { Address } from '~/api/contract/addresses'
import type { CheckoutOptions } from '~/api/contract/checkout'
import type { CartState } from '~/features/cart/cart-rules'

export type DeliveryMode = CheckoutOptions['delivery_modes'][number]
export type ReminderChoice = { reminder_period: string | null; reminder_frequency: string | null }

/** Billing goes to the delivery address until the customer chose another one. */
export const billingIsSame = (cart: Pick<CartState, 'delivery_address_id' | 'billing_address_id'>) =>
  cart.billing_address_id === null || cart.billing_address_id === cart.delivery_address_id

/**
 * The address book's defaults (docs/decisions/0011) for a cart whose delivery address is not one
 * of the book's: the default delivery address (else the only one) and the default billing address
 * (else the delivery one). Null when the cart keeps its address or the book has nothing to offer.
 */
export function bookDefaults(book: readonly Address[], deliveryAddressId: number | null): { delivery: Address; billing: Address } | null {
  if (book.some((address) => address.id === deliveryAddressId)) return null
  const delivery = book.find((address) => address.is_default) ?? (book.length === 1 ? book[0] : undefined)
  if (!delivery) return null
  return { delivery, billing: book.find((address) => address.is_default_billing) ?? delivery }
}

/** Choosing a mode: a date it cannot deliver is dropped; one it can is kept. */
export const dateKeptFor = (mode: DeliveryMode, date: string | null) => (date && mode.dates.includes(date) ? date : null)

/** The mode costs nothing for this cart: the goods reach its free-delivery threshold. */
export const freeNow = (mode: DeliveryMode, subtotal: number | null) =>
  mode.free_from !== null && subtotal !== null && subtotal >= mode.free_from

/** The reminder switched on (the first period and frequency offered) or off (neither). */
export const reminderSwitched = (
  on: boolean,
  options: Pick<CheckoutOptions, 'reminder_periods' | 'reminder_frequencies'>,
): ReminderChoice =>
  on
    ? { reminder_period: options.reminder_periods[0]!.code, reminder_frequency: options.reminder_frequencies[0]!.code }
    : { reminder_period: null, reminder_frequency: null }
