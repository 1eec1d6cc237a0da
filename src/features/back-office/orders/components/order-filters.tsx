/**
 * The orders list's filters: status, city, payment mode, delivery dates and a search (reference,
 * name, e-mail, phone). Applied together to the URL, back to the first page.
 */
import type { AdminOrderFilters } from '~/api/contract/admin-orders'
import { orderStatusLabel } from '~/api/contract/order-status'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import type { OrdersSearch } from '~/features/back-office/orders/orders-search'
import { ORDER_STATUSES } from '~/api/contract/back-office-rules'

type Filters = Pick<OrdersSearch, 'status' | 'city' | 'payment' | 'from' | 'to' | 'q'>
type Props = { search: OrdersSearch; choices: AdminOrderFilters | undefined; onApply: (filters: Filters) => void }

export function OrderFilters({ search, choices, onApply }: Props) {
  const form = useShopForm({
    // Numbers for the ids: the kit's select gives a number back, 0 standing for "all".
    defaultValues: {
      status: search.status ?? '',
      city: search.city ?? 0,
      payment: search.payment ?? 0,
      from: search.from ?? '',
      to: search.to ?? '',
      q: search.q ?? '',
    },
    idPrefix: 'orders-filter',
    submit: async (values) => {
      onApply({
        status: (values.status || undefined) as Filters['status'],
        city: values.city || undefined,
        payment: values.payment || undefined,
        from: values.from || undefined,
        to: values.to || undefined,
        q: values.q.trim() || undefined,
      })
    },
  })
  const toOptions = (list: readonly { id: number; name: string }[] = []) =>
    list.map((item) => ({ value: String(item.id), label: item.name }))
  return (
    <form.AppForm>
      <form.Form
        role="search"
        aria-label={m.bo_orders_filters()}
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2 lg:col-span-4">
          <form.AppField name="q">
            {(field) => <field.TextField label={m.bo_orders_search()} type="search" hint={m.bo_orders_search_hint()} />}
          </form.AppField>
        </div>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField
              label={m.orders_status()}
              placeholder={m.bo_orders_all()}
              options={ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="city">
          {(field) => <field.SelectField label={m.bo_orders_city()} placeholder={m.bo_orders_all()} options={toOptions(choices?.cities)} />}
        </form.AppField>
        <form.AppField name="payment">
          {(field) => (
            <field.SelectField
              label={m.orders_payment_mode()}
              placeholder={m.bo_orders_all()}
              options={toOptions(choices?.payment_modes)}
            />
          )}
        </form.AppField>
        <div className="grid grid-cols-2 gap-3">
          <form.AppField name="from">{(field) => <field.DateField label={m.bo_orders_from()} />}</form.AppField>
          <form.AppField name="to">{(field) => <field.DateField label={m.bo_orders_to()} />}</form.AppField>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <div className="w-full sm:w-auto sm:min-w-48">
            <form.SubmitButton>{m.bo_orders_apply()}</form.SubmitButton>
          </div>
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => onApply({})}
            hidden={!(search.status || search.city || search.payment || search.from || search.to || search.q)}
          >
            {m.bo_orders_clear()}
          </button>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
