import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { InboxPage } from '~/features/back-office/people/components/inbox-page'
import { inboxQuery, satisfactionQuery } from '~/features/back-office/people/people.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/gestion/messages/')({
  validateSearch: z.object({
    tab: z.enum(['new', 'read', 'handled', 'all', 'satisfaction']).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'new', page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    deps.tab === 'satisfaction'
      ? context.queryClient.ensureQueryData(satisfactionQuery(deps.page))
      : context.queryClient.ensureQueryData(inboxQuery(deps.tab === 'all' ? undefined : deps.tab, deps.page)),
  head: () => pageHead(m.bo_inbox_title()),
  component: function Inbox() {
    const { tab, page } = Route.useLoaderDeps()
    return <InboxPage tab={tab} page={page} />
  },
})
