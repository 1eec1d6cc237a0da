import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentSlugSchema } from '~/api/contract/content-pages'
import { ContentEditorPage } from '~/features/back-office/content/components/content-editor-page'
import { contentEditorQuery } from '~/features/back-office/content/content.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A content page's editor: admins save, staff read (the Shop API refuses their saves anyway). */
export const Route = createFileRoute('/gestion/contenus/$slug')({
  loader: async ({ context, params }) => {
    const slug = contentSlugSchema.safeParse(params.slug)
    if (!slug.success) throw notFound()
    await context.queryClient.ensureQueryData(contentEditorQuery(slug.data))
    return { slug: slug.data, canEdit: context.access.status === 'staff' && context.access.me.role === 'admin' }
  },
  head: () => pageHead(m.bo_content_title()),
  component: function ContentEditor() {
    const { slug, canEdit } = Route.useLoaderData()
    return <ContentEditorPage slug={slug} canEdit={canEdit} />
  },
})
