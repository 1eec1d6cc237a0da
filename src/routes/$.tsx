import { createFileRoute, notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { NotFoundScreen, notFoundMessage } from '~/ui/not-found-screen'
import { pageHead } from '~/ui/page-head'

/**
 * Catch-all with no layout (spec 2). The old shop's paths will be redirected from here
 * (issue 4); anything else is the 404 screen, answered with HTTP status 404.
 */
export const Route = createFileRoute('/$')({
  loader: ({ location }) => {
    throw notFound({ data: { message: notFoundMessage(location.publicHref) } })
  },
  head: () => pageHead(m.page_not_found()),
  notFoundComponent: NotFoundScreen,
})
