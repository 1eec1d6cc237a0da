/** `/gestion/contenus`: the site's content pages, each with its version and last change. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { z } from 'zod'
import type { adminContentListResponseSchema } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { contentListQuery } from '~/features/back-office/content/content.queries'
import { LastChange } from './last-change'

type ListedPage = z.infer<typeof adminContentListResponseSchema>['data'][number]
const column = createColumnHelper<ListedPage>()
const columns = [
  column.accessor('title', {
    header: () => m.bo_content_col_page(),
    cell: ({ row: { original: page } }) => (
      <Link
        to="/gestion/contenus/$slug"
        params={{ slug: page.slug }}
        className="font-bold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {page.title}
      </Link>
    ),
  }),
  column.display({
    id: 'updated',
    header: () => m.bo_content_col_change(),
    cell: ({ row: { original: page } }) => (
      <span className="block whitespace-normal text-slate-600">
        <LastChange change={page.updated} />
      </span>
    ),
  }),
]

export function ContentListPage() {
  const { data: pages } = useSuspenseQuery(contentListQuery())
  return (
    <AdminPage title={m.bo_content_title()} description={m.bo_content_intro()}>
      <DataTable
        label={m.bo_content_title()}
        data={pages}
        columns={columns}
        getRowId={(page) => page.slug}
        rowHeader="title"
        empty={m.bo_content_none()}
        rowProps={() => ({ 'data-testid': 'bo-content-page' })}
      />
    </AdminPage>
  )
}
