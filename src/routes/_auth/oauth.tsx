import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/oauth')({
  head: () => pageHead(m.page_oauth()),
  component: () => <ComingSoon title={m.page_oauth()} />,
})
