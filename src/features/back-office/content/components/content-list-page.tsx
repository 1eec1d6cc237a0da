/** `/gestion/contenus`: the site's content pages, each with its version and last change. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { contentListQuery } from '~/features/back-office/content/content.queries'
import { LastChange } from './last-change'

export function ContentListPage() {
  const { data: pages } = useSuspenseQuery(contentListQuery())
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{m.bo_content_title()}</h1>
      <p className="mb-4 text-slate-700">{m.bo_content_intro()}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.slug} className="rounded-xl bg-white p-4 shadow-sm" data-testid="bo-content-page">
            <Link
              to="/gestion/contenus/$slug"
              params={{ slug: page.slug }}
              className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline"
            >
              {page.title}
            </Link>
            <p className="mt-1 text-sm text-slate-600">
              <LastChange change={page.updated} />
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
