import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '~/features/content/components/content-page-view'
import { contentPageHead } from '~/features/content/content-page-head'
import { aboutUs } from '~/features/content/pages'

/** The texts are in src/features/content/pages/. */
export const Route = createFileRoute('/_shop/a-propos')({
  // The texts load with the page (the loader has its own chunk), not with every page.
  loader: () => aboutUs,
  head: ({ loaderData, match }) => (loaderData ? contentPageHead(loaderData, match.context.queryClient) : {}),
  component: function ContentRoute() {
    return <ContentPageView page={Route.useLoaderData()} />
  },
})
