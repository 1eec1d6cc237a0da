import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/step-1')({
  headers: noStoreHeaders,
  head: () => pageHead(m.page_step_1()),
  component: () => <ComingSoon title={m.page_step_1()} />,
})
