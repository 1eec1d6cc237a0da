import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '~/features/back-office/content/components/content-list-page'
import { contentListQuery } from '~/features/back-office/content/content.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The site's content pages (staff read them, admins edit them). */
export const Route = createFileRoute('/gestion/contenus/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentListQuery()),
  head: () => pageHead(m.bo_content_title()),
  component: ContentListPage,
})
