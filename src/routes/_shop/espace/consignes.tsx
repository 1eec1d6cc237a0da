import { createFileRoute } from '@tanstack/react-router'
import { jugAccountQuery } from '~/features/account/account.queries'
import { JugAccountPage } from '~/features/account/components/jug-account-page'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/consignes')({
  headers: noStoreHeaders,
  loader: ({ context }) => context.queryClient.ensureQueryData(jugAccountQuery()),
  head: () => pageHead(m.dep_page_title()),
  component: JugAccountPage,
})
