/** Issues a finished month's invoices for the companies that pay monthly (the job runner does it too from the 1st). */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { runMonthlyInvoicesFn } from '~/features/back-office/documents/documents.functions'

/** The last twelve finished months, the latest first (YYYY-MM). */
function finishedMonths(now = new Date()): string[] {
  const [year, month] = shopClock(now).day.split('-').map(Number) as [number, number]
  return Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - (back + 1)
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

export function MonthlyCard() {
  const run = useServerFn(runMonthlyInvoicesFn)
  const queryClient = useQueryClient()
  const months = finishedMonths()
  const form = useShopForm({
    defaultValues: { month: months[0]! },
    idPrefix: 'inv-monthly',
    submit: async (values) => {
      const answer = await run({ data: values })
      if (answer.success) {
        toast.success(m.documents_bo_monthly_done({ count: answer.data.issued.length }))
        await queryClient.invalidateQueries({ queryKey: ['back-office', 'documents'] })
      }
      return answer
    },
  })
  return (
    <form.AppForm>
      <p className="mb-3 text-sm text-slate-600">{m.documents_bo_monthly_intro()}</p>
      <form.Form className="flex flex-wrap items-end gap-3" data-testid="inv-monthly">
        <form.AppField name="month">
          {(field) => (
            <field.SelectField label={m.documents_bo_monthly_month()} options={months.map((month) => ({ value: month, label: month }))} />
          )}
        </form.AppField>
        <form.SubmitButton>{m.documents_bo_monthly_run()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
