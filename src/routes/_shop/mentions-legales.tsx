import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '~/features/content/content-page-view'
import { contentPageHead } from '~/features/content/content-page-head'
import { getContentPage } from '~/features/content/content.functions'

/** The texts are in PostgreSQL; admins edit them in the back office (/gestion/contenus). */
export const Route = createFileRoute('/_shop/mentions-legales')({
  loader: () => getContentPage({ data: { slug: 'mentions-legales' } }),
  head: ({ loaderData, match }) => (loaderData ? contentPageHead(loaderData, match.context.queryClient) : {}),
  component: function ContentRoute() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
