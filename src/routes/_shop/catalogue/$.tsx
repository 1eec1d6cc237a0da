import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ComingSoon } from '~/ui/coming-soon'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/catalogue/$')({
  head: () => pageHead(m.page_catalogue()),
  component: () => <ComingSoon title={m.page_catalogue()} />,
})
