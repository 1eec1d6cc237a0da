/** A content page's history: every version, who saved it, when, and what it changed. */
import { useQuery } from '@tanstack/react-query'
import type { ContentSlug } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { contentRevisionsQuery } from '~/features/back-office/content/content.queries'
import { LastChange } from './last-change'

export function ContentHistory({ slug }: { slug: ContentSlug }) {
  const { data: revisions } = useQuery(contentRevisionsQuery(slug))
  return (
    <Card title={m.bo_content_history()}>
      <ol className="grid gap-2 text-sm" data-testid="bo-content-history">
        {(revisions ?? []).map((revision) => (
          <li key={revision.version} className="border-s-2 border-slate-200 ps-3">
            <p className="font-semibold text-slate-800">
              <LastChange change={revision} />
            </p>
            {revision.changed.length ? <p className="text-slate-600">{revision.changed.join(' · ')}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  )
}
