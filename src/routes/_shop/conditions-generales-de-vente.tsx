import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '~/features/content/content-page-view'
import { contentPageHead } from '~/features/content/content-page-head'
import { getContentPage } from '~/features/content/content.functions'

/** The texts are in PostgreSQL; admins edit them in the back office (/gestion/contenus). */
export const Route = createFileRoute('/_shop/conditions-generales-de-vente')({
  loader: () => getContentPage({ data: { slug: 'conditions-generales-de-vente' } }),
  head: ({ loaderData, match }) => (loaderData ? contentPageHead(loaderData, match.context.queryClient) : {}),
  component: function ContentRoute() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
