import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/login')({
  head: () => pageHead(m.page_login()),
  component: () => <ComingSoon title={m.page_login()} />,
})
