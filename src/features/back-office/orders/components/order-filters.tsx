/**
 * The orders list's filters (the kit's FilterBar): status, city, payment mode, a period (of delivery
 * days, or of days placed or delivered: the accountant's month) and a search (reference, name,
 * e-mail, phone). Applied together to the URL, back to the first page, the sort and page size kept.
 */
import type { AdminOrderFilters } from '~/api/contract/admin-orders'
import { orderStatusLabel } from '~/api/contract/order-status'
import { m } from '~/paraglide/messages.js'
import { FilterBar } from '~/ui/admin/filter-bar'
import type { OrdersSearch } from '~/features/back-office/orders/orders-search'
import { ORDER_STATUSES } from '~/api/contract/back-office-rules'

type Props = { search: OrdersSearch; choices: AdminOrderFilters | undefined }

export function OrderFilters({ search, choices }: Props) {
  const toOptions = (list: readonly { id: number; name: string }[] = []) =>
    list.map((item) => ({ value: String(item.id), label: item.name }))
  return (
    <FilterBar
      label={m.bo_orders_filters()}
      // Numbers for the ids: the kit's select gives a number back, 0 standing for "all".
      values={{
        status: search.status ?? '',
        city: search.city ?? 0,
        payment: search.payment ?? 0,
        from: search.from ?? '',
        to: search.to ?? '',
        dates: search.dates ?? '',
        q: search.q ?? '',
      }}
      submitLabel={m.bo_orders_apply()}
      clearLabel={m.bo_orders_clear()}
      idPrefix="orders-filter"
      className="sm:grid-cols-2 lg:grid-cols-4"
    >
      {(form) => (
        <>
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
            {(field) => (
              <field.SelectField label={m.bo_orders_city()} placeholder={m.bo_orders_all()} options={toOptions(choices?.cities)} />
            )}
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
          {/* The accountant's period: of delivery days (the default), of days placed or delivered. */}
          <form.AppField name="dates">
            {(field) => (
              <field.SelectField
                label={m.bulk_filter_dates()}
                placeholder={m.bulk_filter_dates_delivery()}
                options={[
                  { value: 'placed', label: m.bulk_filter_dates_placed() },
                  { value: 'delivered', label: m.bulk_filter_dates_delivered() },
                ]}
              />
            )}
          </form.AppField>
          <div className="grid grid-cols-2 gap-3">
            <form.AppField name="from">{(field) => <field.DateField label={m.bulk_filter_from()} />}</form.AppField>
            <form.AppField name="to">{(field) => <field.DateField label={m.bulk_filter_to()} />}</form.AppField>
          </div>
        </>
      )}
    </FilterBar>
  )
}
