import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/addresses/')({
  headers: noStoreHeaders,
  head: () => pageHead(m.page_addresses()),
  component: () => <ComingSoon title={m.page_addresses()} />,
})
