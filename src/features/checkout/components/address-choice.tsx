import type { Address } from '~/api/contract/addresses'
import { m } from '~/paraglide/messages.js'

/** One address as a radio of a list: its name, lines and phone (Latin runs keep their own direction). */
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
    <ul className="grid gap-3 sm:grid-cols-2">
      {addresses.map((address) => {
        const checked = address.id === value
        const id = `${name}-${address.id}`
        return (
          <li key={address.id}>
            <label
              htmlFor={id}
              className={`flex h-full cursor-pointer gap-3 rounded-lg border p-3 text-sm leading-relaxed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-400'
              }`}
              data-testid={`${name}-option`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={address.id}
                checked={checked}
                onChange={() => onChange(address)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
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
                  <span className="mt-1 block text-xs font-semibold text-amber-800">{m.checkout_address_other_city({ city: address.city_name })}</span>
                ) : null}
              </span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}
