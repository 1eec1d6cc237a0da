import type { Address } from '~/api/contract/addresses'
import { AddressRadios } from '~/features/checkout/components/address-choice'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldError } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'

/** Where to bill: the delivery address (`same`), or another of the customer's addresses. */
export function BillingAddressField({
  same,
  onSameChange,
  addresses,
  value,
  onChange,
  messages,
}: {
  same: boolean
  onSameChange: (same: boolean) => void
  addresses: Address[]
  value: number | null
  onChange: (address: Address) => void
  messages: string[]
}) {
  const invalid = messages.length > 0
  const describedBy = invalid ? errorId('billing_address_id') : undefined
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <fieldset aria-describedby={describedBy}>
        <legend className={legendClass}>{m.checkout_billing_address()}</legend>
        <div className="mb-3 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" name="billing_same" checked={same} onChange={() => onSameChange(true)} className="size-4 accent-brand-600" />
            {m.checkout_billing_same()}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="billing_same" checked={!same} onChange={() => onSameChange(false)} className="size-4 accent-brand-600" />
            {m.checkout_billing_other()}
          </label>
        </div>
        {same ? null : (
          <AddressRadios
            name="billing_address"
            addresses={addresses}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            invalid={invalid}
            cityId={null}
          />
        )}
      </fieldset>
      <FieldError id={errorId('billing_address_id')} messages={messages} />
    </div>
  )
}
