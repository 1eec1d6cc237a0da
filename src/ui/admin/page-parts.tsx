/** Previous / next page links of a back-office list, keeping its other search params. */
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'

export function Pager({ page, total, perPage, to }: { page: number; total: number; perPage: number; to: string }) {
  const pages = Math.max(1, Math.ceil(total / perPage))
  if (pages <= 1) return null
  const linkClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800'
  return (
    <nav aria-label={m.bo_pager_label()} className="flex items-center justify-between gap-3 py-3 text-sm">
      {page > 1 ? (
        <Link to={to} search={(previous: Record<string, unknown>) => ({ ...previous, page: page - 1 })} className={linkClass}>
          {m.bo_pager_previous()}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">{m.bo_pager_status({ page, pages })}</span>
      {page < pages ? (
        <Link to={to} search={(previous: Record<string, unknown>) => ({ ...previous, page: page + 1 })} className={linkClass}>
          {m.bo_pager_next()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** A back-office page's heading. */
export function PageTitle({ children }: { children: string }) {
  return <h1 className="mb-4 text-2xl font-bold text-slate-900">{children}</h1>
}

/** A white card with an optional heading. */
export function Card({ title, children, className = '' }: { title?: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ${className}`}>
      {title ? <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2> : null}
      {children}
    </section>
  )
}
