import { createFileRoute, notFound } from '@tanstack/react-router'
import { addressQuery } from '~/features/addresses/addresses.queries'
import { AddressFormPage } from '~/features/addresses/components/address-form-page'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'

/** One of the customer's addresses; another customer's (or an unknown) id is a plain 404. */
export const Route = createFileRoute('/_shop/espace/addresses/$id')({
  headers: noStoreHeaders,
  loader: async ({ context, params }) => {
    const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0
    const address = id > 0 && id <= 2_147_483_647 ? await context.queryClient.ensureQueryData(addressQuery(id)) : null
    if (!address) throw notFound()
    return address
  },
  head: () => pageHead(m.page_address()),
  component: function AddressRoute() {
    return <AddressFormPage title={m.page_address()} address={Route.useLoaderData()} />
  },
})
