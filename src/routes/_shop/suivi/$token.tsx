import { createFileRoute } from '@tanstack/react-router'
import { TrackingPage } from '~/features/tracking/components/tracking-page'
import { keepsRefreshing, REFRESH_SECONDS } from '~/features/tracking/tracking-answer'
import { trackingQuery } from '~/features/tracking/tracking.queries'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'

/**
 * The out-for-delivery e-mail's tracking link (docs/decisions/0099), without signing in. Not
 * indexed; while the driver is on the way the page refreshes itself, without scripts too.
 */
export const Route = createFileRoute('/_shop/suivi/$token')({
  headers: noStoreHeaders,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(trackingQuery(params.token.slice(0, 200))),
  head: ({ loaderData }) => ({
    meta: [
      ...pageHead(m.tracking_title()).meta,
      { name: 'robots', content: 'noindex' },
      ...(keepsRefreshing(loaderData) ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
    ],
  }),
  component: function Tracking() {
    const { token } = Route.useParams()
    return <TrackingPage token={token.slice(0, 200)} />
  },
})
