import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '~/features/content/components/content-page-view'
import { contentPageHead } from '~/features/content/content-page-head'
import { aboutUs } from '~/features/content/pages'

/** The texts are in src/features/content/pages/. */
export const Route = createFileRoute('/_shop/a-propos')({
  head: () => contentPageHead(aboutUs),
  component: () => <ContentPageView page={aboutUs} />,
})
