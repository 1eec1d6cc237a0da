import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/step-3')({
  headers: noStoreHeaders,
  head: () => pageHead(m.page_step_3()),
  component: () => <ComingSoon title={m.page_step_3()} />,
})
