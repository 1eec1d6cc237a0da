/**
 * `/gestion/comptabilite`: the accountant's exports for a period (issue 35 §6, docs/decisions/0082):
 * the period's figures of invoices, credit notes and payments, and each export as CSV (French Excel) or Excel, its totals row last.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import type { AccountingSummary } from '~/api/contract/admin-accounting'
import { localizeHref } from '~/i18n/locale-path'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { FilterBar } from '~/ui/admin/filter-bar'
import { Card } from '~/ui/admin/page-parts'
import { accountingSummaryQuery } from '~/features/back-office/accounting/accounting.queries'
import type { AccountingPeriod } from '~/features/back-office/accounting/accounting-search'

const EXPORTS = [
  { kind: 'invoices', title: () => m.accounting_invoices() },
  { kind: 'credit_notes', title: () => m.accounting_credit_notes() },
  { kind: 'payments', title: () => m.accounting_payments() },
] as const

export function AccountingPage({ period }: { period: AccountingPeriod }) {
  const { data: summary } = useSuspenseQuery(accountingSummaryQuery(period))
  return (
    <AdminPage
      title={m.accounting_title()}
      description={<p>{m.accounting_description({ from: formatDate(period.from), to: formatDate(period.to) })}</p>}
    >
      <FilterBar
        label={m.accounting_period()}
        values={{ from: period.from, to: period.to }}
        submitLabel={m.accounting_apply()}
        idPrefix="accounting"
        className="sm:grid-cols-2"
      >
        {(form) => (
          <>
            <form.AppField name="from">{(field) => <field.DateField label={m.accounting_from()} />}</form.AppField>
            <form.AppField name="to">{(field) => <field.DateField label={m.accounting_to()} />}</form.AppField>
          </>
        )}
      </FilterBar>
      <div className="grid gap-5 md:grid-cols-3">
        {EXPORTS.map((each) => (
          <Card key={each.kind} title={each.title()} testId={`accounting-${each.kind}`}>
            <Figures kind={each.kind} summary={summary} />
            <p className="mt-3 flex flex-wrap gap-3">
              {(['csv', 'xlsx'] as const).map((format) => (
                <a
                  key={format}
                  href={localizeHref(
                    `/gestion/comptabilite/export?kind=${each.kind}&format=${format}&from=${period.from}&to=${period.to}`,
                    getLocale(),
                  )}
                  className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  data-testid={`accounting-${each.kind}-${format}`}
                  download
                >
                  {format === 'csv' ? m.accounting_csv() : m.accounting_xlsx()}
                </a>
              ))}
            </p>
          </Card>
        ))}
      </div>
    </AdminPage>
  )
}

function Figures({ kind, summary }: { kind: (typeof EXPORTS)[number]['kind']; summary: AccountingSummary }) {
  const facts: [string, string][] =
    kind === 'payments'
      ? [
          [m.refund_export_collected(), formatMoney(summary.payments.collected)],
          [m.accounting_refunded(), formatMoney(summary.payments.refunded)],
          [m.refund_export_monthly_payment(), formatMoney(summary.payments.monthly)],
        ]
      : [
          [m.accounting_count(), String(summary[kind].count)],
          [m.refund_export_total_ht(), formatMoney(summary[kind].ht)],
          [m.refund_export_total_vat(), formatMoney(summary[kind].vat)],
          [m.refund_export_total_ttc(), formatMoney(summary[kind].ttc)],
        ]
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-bold whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
