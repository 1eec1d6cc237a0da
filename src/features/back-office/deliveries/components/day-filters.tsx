/** The day and the city, kept in the URL (`?date&city`) so a page can be shared or reloaded: the kit's filter bar. */
import type { DeliveryDay } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { FilterBar } from '~/ui/admin/filter-bar'

export function DayFilters({ day }: { day: DeliveryDay }) {
  return (
    <FilterBar
      label={m.bo_deliveries_filters()}
      values={{ date: day.date, city: day.city.id }}
      submitLabel={m.bo_deliveries_show()}
      idPrefix="deliveries-day"
      className="sm:grid-cols-2 lg:grid-cols-4"
    >
      {(form) => (
        <>
          <form.AppField name="date">{(field) => <field.DateField label={m.bo_deliveries_date()} />}</form.AppField>
          <form.AppField name="city">
            {(field) => (
              <field.SelectField
                label={m.bo_deliveries_city()}
                options={day.cities.map((city) => ({ value: String(city.id), label: city.name }))}
              />
            )}
          </form.AppField>
        </>
      )}
    </FilterBar>
  )
}
