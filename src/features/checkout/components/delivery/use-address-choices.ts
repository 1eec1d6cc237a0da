/**
 * The step's two addresses: the delivery one (the book's default on arrival, when the cart has
 * none of the book's) and the billing one, the same as delivery until the customer says otherwise.
 */
import { useEffect, useRef, useState } from 'react'
import type { Address } from '~/api/contract/addresses'
import type { useCheckout } from '~/features/checkout/use-checkout'
import { billingIsSame, bookDefaults } from './delivery-choices'

type Checkout = Pick<ReturnType<typeof useCheckout>, 'cart' | 'actions'>

export function useAddressChoices({ cart, actions }: Checkout, book: readonly Address[] | undefined) {
  const [billingSame, setBillingSame] = useState(billingIsSame(cart))

  // The address book's defaults (docs/decisions/0011), once, when the book is read.
  const defaultsApplied = useRef(false)
  useEffect(() => {
    if (defaultsApplied.current || !book) return
    defaultsApplied.current = true
    const defaults = bookDefaults(book, cart.delivery_address_id)
    if (!defaults) return
    setBillingSame(defaults.billing.id === defaults.delivery.id)
    void actions.update({ delivery_address_id: defaults.delivery.id, billing_address_id: defaults.billing.id })
  }, [book, cart.delivery_address_id, actions])

  /** Billing follows delivery while it is the same address. */
  const chooseDelivery = (address: Address) =>
    actions.update({ delivery_address_id: address.id, ...(billingSame ? { billing_address_id: address.id } : {}) })

  const chooseBillingSame = (same: boolean) => {
    setBillingSame(same)
    if (same) void actions.update({ billing_address_id: cart.delivery_address_id })
  }

  const chooseBilling = (address: Address) => void actions.update({ billing_address_id: address.id })

  return { billingSame, chooseDelivery, chooseBillingSame, chooseBilling }
}
