import type { Address } from '~/api/contract/addresses'
import { m } from '~/paraglide/messages.js'
import { AccountBackLink } from './account-back-link'
import { AddressForm } from '~/features/addresses/address-form'

/** `/espace/addresses/ajouter` and `/espace/addresses/{id}`: the form under its title. */
export function AddressFormPage({ title, address }: { title: string; address?: Address }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <AccountBackLink to="/espace/addresses" label={m.address_back()} />
      <h1 className="mb-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
      <AddressForm address={address} />
    </main>
  )
}
