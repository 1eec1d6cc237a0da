/** The back office's page heading and card (used by `AdminPage` and by every screen's sections). */
import { useId } from 'react'

/** A back-office page's heading. `AdminPage` draws it; alone only where a page has no AdminPage (the door's refusal). */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>
}

/**
 * A titled section of a back-office page: a white card, its heading an `<h2>` (named by it when
 * `title` is given). `actions` sit at the heading's end (a link, a small button).
 *
 * @example
 * <Card title={m.bo_orders_timeline()}>…</Card>
 * <Card title={m.bo_team_invitations()} actions={<Link to="…">{m.bo_team_invite()}</Link>}>…</Card>
 * <Card className="lg:col-span-2" testId="bo-low-stock">…</Card> // no heading
 */
export function Card({
  title,
  actions,
  children,
  className = '',
  testId,
}: {
  title?: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
  className?: string
  testId?: string
}) {
  const headingId = useId()
  const heading = title ? (
    <h2 id={headingId} className={`text-lg font-bold text-slate-900 ${actions ? '' : 'mb-3'}`}>
      {title}
    </h2>
  ) : null
  return (
    <section
      className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ${className}`}
      aria-labelledby={title ? headingId : undefined}
      data-testid={testId}
    >
      {heading && actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
