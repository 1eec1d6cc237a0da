import { createFileRoute } from '@tanstack/react-router'
import { StandingLinkPage } from '~/features/standing-orders/components/standing-link-page'
import { standingLinkQuery } from '~/features/standing-orders/standing-orders.queries'
import { searchChoice, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

/**
 * A standing order e-mail's signed link (docs/decisions/0085), without signing in: `?action=skip`
 * (the e-mail's button) asks to skip the date at once; the page also pauses or stops.
 */
export const Route = createFileRoute('/_shop/abonnement/$token')({
  validateSearch: (search: UrlSearch): { action?: 'skip' | 'confirm' } => ({
    action: searchChoice(search.action, ['skip', 'confirm'] as const),
  }),
  headers: noStoreHeaders,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(standingLinkQuery(params.token.slice(0, 200))),
  head: () => ({ meta: [...pageHead(m.sub_link_title()).meta, { name: 'robots', content: 'noindex' }] }),
  component: function StandingLink() {
    const { token } = Route.useParams()
    const { action } = Route.useSearch()
    return <StandingLinkPage token={token.slice(0, 200)} action={action} />
  },
})
