/**
 * A back-office page's frame: its title (the page's one `<h1>`), an optional line under it,
 * actions at the title's end (a "Nouveau…" link, an export), then its content in one column, or
 * two from a large screen when `aside` is given (the aside under the content on a phone).
 * Logical layout only: the actions sit at the end in French and Arabic alike.
 *
 * @example
 * <AdminPage
 *   title={m.bo_vouchers_title()}
 *   description={m.bo_vouchers_intro()}
 *   actions={<Link to="/gestion/bons/$id" params={{ id: 'nouveau' }} className={actionLinkClass}>{m.bo_vouchers_new()}</Link>}
 * >
 *   <FilterBar …>…</FilterBar>
 *   <DataTable … />
 * </AdminPage>
 * // A detail page, its list's link above the title (`BackLink`):
 * <AdminPage title={customer.name} back={<BackLink to="/gestion/clients">{m.bo_customers_back()}</BackLink>}>…</AdminPage>
 * // Two columns (the editor and, beside it, its history):
 * <AdminPage title={voucher.code} aside={<Card title={m.bo_vouchers_uses()}>…</Card>}>
 *   <Card>…</Card>
 * </AdminPage>
 */
import { PageTitle } from './page-parts'
import { buttonClass as button } from '~/ui/button-class'

export function AdminPage({
  title,
  beside,
  description,
  actions,
  aside,
  back,
  children,
}: {
  /** The page's heading: text, or text in a `<bdi>` (a code, a reference). */
  title: React.ReactNode
  /** Right after the title, outside the heading (a state badge). */
  beside?: React.ReactNode
  description?: React.ReactNode
  actions?: React.ReactNode
  /** A second column from a large screen (under the content on a phone). */
  aside?: React.ReactNode
  /** Above the title: the way back to the list (`BackLink`). */
  back?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="grid gap-4 [&>*]:min-w-0">
      {back}
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <PageTitle>{title}</PageTitle>
            {beside}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        {description ? <div className="text-sm text-slate-600">{description}</div> : null}
      </header>
      {aside ? (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] [&>*]:min-w-0">
          <div className="grid gap-4 [&>*]:min-w-0">{children}</div>
          <aside className="grid gap-4 [&>*]:min-w-0">{aside}</aside>
        </div>
      ) : (
        children
      )}
    </div>
  )
}

/** The primary action of a page's header: a link (`<Link className={actionLinkClass}>`) or a button. */
export const actionLinkClass = button({ variant: 'primary', size: 'sm' })
export const actionButtonClass = actionLinkClass
