import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '~/features/back-office/inbox/components/inbox-page'
import { inboxQuery, satisfactionQuery } from '~/features/back-office/inbox/inbox.queries'
import { searchChoice, searchPage, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

const INBOX_TABS = ['new', 'read', 'handled', 'all', 'satisfaction'] as const
type InboxTab = (typeof INBOX_TABS)[number]

export const Route = createFileRoute('/gestion/messages/')({
  validateSearch: (search: UrlSearch): { tab?: InboxTab; page?: number } => ({
    tab: searchChoice(search.tab, INBOX_TABS),
    page: searchPage(search.page),
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
