import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from '~/api/contract/addresses'
import { AddressRadios } from '~/features/checkout/components/address-choice'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages, OptionsFailed } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'
import { FieldsetFrame } from '~/ui/form/controlled'
import { NewAddress } from './new-address'

type AddressBook = { addresses: Address[]; max: number }

/** Where to deliver: one of the customer's addresses (those of another city are marked), or a new one. */
export function DeliveryAddressField({
  book,
  value,
  onChange,
  messages,
  cityId,
}: {
  book: UseQueryResult<AddressBook>
  value: number | null
  onChange: (address: Address) => Promise<unknown>
  messages: string[]
  cityId: number | null
}) {
  const invalid = messages.length > 0
  const describedBy = invalid ? errorId('delivery_address_id') : undefined
  const list = book.data?.addresses ?? []
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <FieldsetFrame legend={m.checkout_delivery_address()} legendClassName={legendClass} describedBy={describedBy}>
        {book.isPending ? (
          <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
        ) : book.isError ? (
          <OptionsFailed onRetry={() => void book.refetch()} />
        ) : (
          <AddressRadios
            name="delivery_address"
            addresses={list}
            value={value}
            onChange={(address) => void onChange(address)}
            describedBy={describedBy}
            invalid={invalid}
            cityId={cityId}
          />
        )}
      </FieldsetFrame>
      <FieldMessages id={errorId('delivery_address_id')} messages={messages} />
      {book.data ? <NewAddress count={list.length} max={book.data.max} onSaved={onChange} /> : null}
    </div>
  )
}
