import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/reset-password')({
  head: () => pageHead(m.page_reset_password()),
  component: () => <ComingSoon title={m.page_reset_password()} />,
})
