import type { Address } from '~/api/contract/addresses'
import { AddressRadios } from '~/features/checkout/components/address-choice'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'
import { FieldsetFrame, RadioOptions } from '~/ui/form/controlled'

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
      <FieldsetFrame legend={m.checkout_billing_address()} legendClassName={legendClass} describedBy={describedBy}>
        <div className="mb-3 flex flex-wrap gap-x-6 gap-y-2">
          <RadioOptions
            name="billing_same"
            options={[
              { value: 'same', label: m.checkout_billing_same() },
              { value: 'other', label: m.checkout_billing_other() },
            ]}
            value={same ? 'same' : 'other'}
            onChange={(chosen) => onSameChange(chosen === 'same')}
            invalid={false}
          />
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
      </FieldsetFrame>
      <FieldMessages id={errorId('billing_address_id')} messages={messages} />
    </div>
  )
}
