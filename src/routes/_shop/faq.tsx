import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '~/features/content/components/content-page-view'
import { contentPageHead } from '~/features/content/content-page-head'
import { faq } from '~/features/content/pages'

/** The texts are in src/features/content/pages/. */
export const Route = createFileRoute('/_shop/faq')({
  head: () => contentPageHead(faq),
  component: () => <ContentPageView page={faq} />,
})
