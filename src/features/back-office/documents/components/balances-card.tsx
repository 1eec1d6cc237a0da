/** What each company paying monthly owes (its monthly invoices minus its payments), and a payment recorded against it. */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { createColumnHelper } from '@tanstack/react-table'
import { type CompanyBalance, PAYMENT_MODES } from '~/api/contract/admin-documents'
import { formatMoney } from '~/lib/money'
import { shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { recordPaymentFn } from '~/features/back-office/documents/documents.functions'
import { companyBalancesQuery } from '~/features/back-office/documents/documents.queries'

const column = createColumnHelper<CompanyBalance>()
const money = { meta: { align: 'end' as const }, cell: ({ getValue }: { getValue: () => number }) => formatMoney(getValue()) }
const MODE_LABELS = {
  cash: m.documents_mode_cash,
  cheque: m.documents_mode_cheque,
  transfer: m.documents_mode_transfer,
  card: m.documents_mode_card,
}

function PaymentForm({ companies }: { companies: CompanyBalance[] }) {
  const record = useServerFn(recordPaymentFn)
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: {
      user_id: companies[0]?.user_id ?? 0,
      amount: null as number | null,
      paid_on: shopClock(new Date()).day,
      mode: 'transfer' as (typeof PAYMENT_MODES)[number],
      reference: '',
    },
    idPrefix: 'inv-payment',
    submit: async (values) => {
      const answer = await record({ data: values })
      if (answer.success) {
        toast.success(m.documents_bo_payment_saved())
        await queryClient.invalidateQueries({ queryKey: ['back-office', 'documents', 'balances'] })
        form.reset()
      }
      return answer
    },
  })
  return (
    <form.AppForm>
      <form.Form className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="inv-payment">
        <h3 className="font-semibold sm:col-span-2 lg:col-span-3">{m.documents_bo_payment_title()}</h3>
        <form.AppField name="user_id">
          {(field) => (
            <field.SelectField
              label={m.documents_bo_payment_company()}
              options={companies.map((company) => ({ value: String(company.user_id), label: company.name }))}
            />
          )}
        </form.AppField>
        <form.AppField name="amount">
          {(field) => <field.NumberField label={m.documents_bo_payment_amount()} min={0.01} step={0.01} />}
        </form.AppField>
        <form.AppField name="paid_on">{(field) => <field.DateField label={m.documents_bo_payment_date()} />}</form.AppField>
        <form.AppField name="mode">
          {(field) => (
            <field.SelectField
              label={m.documents_bo_payment_mode()}
              options={PAYMENT_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode]() }))}
            />
          )}
        </form.AppField>
        <form.AppField name="reference">{(field) => <field.TextField label={m.documents_bo_payment_reference()} />}</form.AppField>
        <div className="self-end">
          <form.SubmitButton>{m.documents_bo_payment_save()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

export function BalancesCard() {
  const { data: balances } = useSuspenseQuery(companyBalancesQuery())
  const columns = [
    column.accessor('name', { header: () => m.documents_bo_col_company() }),
    column.accessor('invoiced', { header: () => m.documents_bo_col_invoiced(), ...money }),
    column.accessor('paid', { header: () => m.documents_bo_col_paid(), ...money }),
    column.accessor('balance', { header: () => m.documents_bo_col_balance(), ...money }),
    column.accessor('orders_to_invoice', { header: () => m.documents_bo_col_to_invoice(), meta: { align: 'end' as const } }),
  ]
  return (
    <>
      <DataTable
        label={m.documents_bo_balances_title()}
        data={balances}
        columns={columns}
        getRowId={(row) => String(row.user_id)}
        rowHeader="name"
        empty={m.documents_bo_balances_empty()}
      />
      {balances.length ? <PaymentForm companies={balances} /> : null}
    </>
  )
}
