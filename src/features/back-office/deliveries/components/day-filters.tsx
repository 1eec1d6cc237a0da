/** The day and the city, kept in the URL (`?date&city`) so a page can be shared or reloaded. */
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import type { DeliveryDay } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { SelectControl, controlClass } from '~/ui/form/controlled'

const labelClass = 'text-sm font-semibold text-slate-800'

export function DayFilters({ day }: { day: DeliveryDay }) {
  const navigate = useNavigate()
  const id = useId()
  const go = (search: { date?: string; city?: number }) =>
    void navigate({ to: '/gestion/livraisons', search: { date: day.date, city: day.city.id, ...search } })
  return (
    <div className="flex flex-wrap gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-date`} className={labelClass}>
          {m.bo_deliveries_date()}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          dir="ltr"
          value={day.date}
          onChange={(event) => event.target.value && go({ date: event.target.value })}
          className={controlClass()}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-city`} className={labelClass}>
          {m.bo_deliveries_city()}
        </label>
        <SelectControl
          id={`${id}-city`}
          value={String(day.city.id)}
          onValueChange={(value) => go({ city: Number(value) })}
          options={day.cities.map((city) => ({ value: String(city.id), label: city.name }))}
        />
      </div>
    </div>
  )
}
