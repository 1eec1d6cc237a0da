/** `/gestion/contenus/$slug`: a content page's editor (admins) or its texts (staff), its preview and history. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ContentSlug } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { contentEditorQuery } from '~/features/back-office/content/content.queries'
import { ContentForm } from './content-form'
import { ContentHistory } from './content-history'
import { LastChange } from './last-change'
import { EditedRecord } from '~/ui/form/edited-record'

export function ContentEditorPage({ slug, canEdit }: { slug: ContentSlug; canEdit: boolean }) {
  const { data: page } = useSuspenseQuery(contentEditorQuery(slug))
  const locale = getLocale()
  return (
    <AdminPage
      title={page.title[locale]}
      description={
        <span data-testid="bo-content-version">
          <LastChange change={page.updated} /> ·{' '}
          <a href={`${locale === 'ar' ? '/ar' : ''}/${page.slug}`} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {m.bo_content_view_on_site()}
          </a>
        </span>
      }
      actions={
        <Link to="/gestion/contenus" className="text-sm font-semibold text-brand-700 underline">
          {m.bo_content_back()}
        </Link>
      }
    >
      {/* Held while typed in; a new version (saved here or loaded after a refusal) starts a new form from its texts. */}
      <EditedRecord live={page}>{(page) => <ContentForm key={page.version} page={page} canEdit={canEdit} />}</EditedRecord>
      <ContentHistory slug={slug} />
    </AdminPage>
  )
}
