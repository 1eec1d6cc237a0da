/** The back office's page heading and card (used by `AdminPage` and by every screen's sections). */

/** A back-office page's heading. `AdminPage` draws it; alone only where a page has no AdminPage. */
export function PageTitle({ children, className = 'mb-4' }: { children: React.ReactNode; className?: string }) {
  return <h1 className={`text-2xl font-bold text-slate-900 ${className}`}>{children}</h1>
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
  title?: string
  actions?: React.ReactNode
  children: React.ReactNode
  className?: string
  testId?: string
}) {
  return (
    <section className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ${className}`} data-testid={testId}>
      {title && actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          {actions}
        </div>
      ) : title ? (
        <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      ) : null}
      {children}
    </section>
  )
}
