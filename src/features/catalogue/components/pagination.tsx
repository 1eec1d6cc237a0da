import { Link, type LinkProps } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, ChevronStartIcon } from '~/ui/icons'

/** Pages around the current one, with the first and the last. */
function pagesToShow(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1])
  return [...pages].filter((candidate) => candidate >= 1 && candidate <= pageCount).sort((a, b) => a - b)
}

export function Pagination({ page, pageCount, linkTo }: { page: number; pageCount: number; linkTo: (page: number) => LinkProps }) {
  if (pageCount <= 1) return null
  const itemClass = 'flex min-w-9 items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-semibold'
  return (
    <nav aria-label={m.pagination_label()} className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link
              {...linkTo(page - 1)}
              rel="prev"
              aria-label={m.pagination_previous()}
              className={`${itemClass} border-slate-300 bg-white`}
            >
              <ChevronStartIcon className="size-4" />
            </Link>
          </li>
        ) : null}
        {pagesToShow(page, pageCount).map((candidate) => (
          <li key={candidate}>
            <Link
              {...linkTo(candidate)}
              aria-label={m.pagination_page({ page: candidate })}
              aria-current={candidate === page ? 'page' : undefined}
              className={`${itemClass} ${candidate === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white'}`}
            >
              {candidate}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link {...linkTo(page + 1)} rel="next" aria-label={m.pagination_next()} className={`${itemClass} border-slate-300 bg-white`}>
              <ChevronEndIcon className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
