import { createFileRoute } from '@tanstack/react-router'
import { AddressFormPage } from '~/features/addresses/components/address-form-page'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/addresses/ajouter')({
  headers: noStoreHeaders,
  head: () => pageHead(m.page_address_add()),
  component: () => <AddressFormPage title={m.page_address_add()} />,
})
