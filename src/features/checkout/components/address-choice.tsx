import type { Address } from '~/api/contract/addresses'
import { m } from '~/paraglide/messages.js'
import { RadioOptions } from '~/ui/form/controlled'

/** The addresses as radios of one group, drawn as the kit's cards (docs/decisions/0026). */
export function AddressRadios({
  name,
  addresses,
  value,
  onChange,
  describedBy,
  invalid,
  cityId,
}: {
  name: string
  addresses: Address[]
  value: number | null
  onChange: (address: Address) => void
  describedBy?: string
  invalid: boolean
  /** The cart's city: an address elsewhere is marked. */
  cityId: number | null
}) {
  return (
    <RadioOptions
      look="cards"
      name={name}
      options={addresses.map((address) => ({ value: String(address.id), label: <AddressLines address={address} cityId={cityId} /> }))}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(addresses.find((address) => String(address.id) === chosen)!)}
      invalid={invalid}
      describedBy={describedBy}
      optionTestId={`${name}-option`}
    />
  )
}

/** One address as its radio's label: its name, lines and phone (Latin runs keep their own direction). */
function AddressLines({ address, cityId }: { address: Address; cityId: number | null }) {
  return (
    <span className="min-w-0 text-sm leading-relaxed">
      <span className="block font-bold text-brand-900">
        <bdi>{address.label || address.recipient_name}</bdi>
      </span>
      {address.label ? (
        <span className="block">
          <bdi>{address.recipient_name}</bdi>
        </span>
      ) : null}
      <span className="block">
        <bdi>{address.line1}</bdi>
      </span>
      {address.line2 ? (
        <span className="block">
          <bdi>{address.line2}</bdi>
        </span>
      ) : null}
      <span className="block">
        {[address.district, address.postal_code].filter(Boolean).map((part) => (
          <span key={part}>
            <bdi>{part}</bdi>,{' '}
          </span>
        ))}
        {address.city_name}
      </span>
      <span className="block text-slate-600">
        <bdi dir="ltr">{address.phone}</bdi>
      </span>
      {cityId !== null && address.city_id !== cityId ? (
        <span className="mt-1 block text-xs font-semibold text-amber-800">
          {m.checkout_address_other_city({ city: address.city_name })}
        </span>
      ) : null}
    </span>
  )
}
