import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/forgot-password')({
  head: () => pageHead(m.page_forgot_password()),
  component: () => <ComingSoon title={m.page_forgot_password()} />,
})
