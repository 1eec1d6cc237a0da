import { useState } from 'react'
import type { Address } from '~/api/contract/addresses'
import { AddressForm } from '~/features/addresses/address-form'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'

/**
 * An address made on the step: the form itself while the book is empty, else a button opening it
 * while the book has room. Once saved, the new address is chosen (`onSaved`).
 */
export function NewAddress({ count, max, onSaved }: { count: number; max: number; onSaved: (address: Address) => Promise<unknown> }) {
  const [adding, setAdding] = useState(false)
  if (adding || count === 0) {
    return (
      <div className="mt-4 grid gap-3" data-testid="checkout-new-address">
        <h3 className="flex items-center gap-2 font-bold text-slate-800">
          <MapPinIcon className="size-5 text-brand-500" />
          {count === 0 ? m.checkout_first_address() : m.checkout_new_address()}
        </h3>
        <AddressForm
          idPrefix="checkout-address"
          onSaved={async (address) => {
            setAdding(false)
            await onSaved(address)
          }}
        />
        {count > 0 ? (
          <button type="button" onClick={() => setAdding(false)} className="w-fit text-sm font-semibold text-slate-600 hover:underline">
            {m.address_cancel()}
          </button>
        ) : null}
      </div>
    )
  }
  if (count >= max) return null
  return (
    <button
      type="button"
      onClick={() => setAdding(true)}
      className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      data-testid="checkout-add-address"
    >
      <MapPinIcon className="size-4" />
      {m.checkout_new_address()}
    </button>
  )
}
