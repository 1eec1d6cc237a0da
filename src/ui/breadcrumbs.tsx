import { Link, type LinkProps } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon } from './icons'

export type Crumb = { label: string; link?: LinkProps }

/** Where the page sits; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={m.breadcrumb_label()} className="mb-4 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <ChevronEndIcon className="size-3.5" /> : null}
            {crumb.link && index < crumbs.length - 1 ? (
              <Link {...crumb.link} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} className="font-semibold text-slate-700">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
