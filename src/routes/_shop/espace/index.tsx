import { createFileRoute } from '@tanstack/react-router'
import { accountSummaryQuery } from '~/features/account/account.queries'
import { AccountHome } from '~/features/account/components/account-home'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/')({
  headers: noStoreHeaders,
  loader: ({ context }) => context.queryClient.ensureQueryData(accountSummaryQuery()),
  head: () => pageHead(m.page_account()),
  component: AccountHome,
})
