import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '~/features/addresses/addresses.queries'
import { AddressBook } from '~/features/addresses/components/address-book'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/addresses/')({
  headers: noStoreHeaders,
  loader: ({ context }) => context.queryClient.ensureQueryData(addressesQuery()),
  head: () => pageHead(m.page_addresses()),
  component: AddressBook,
})
