/** The cities: each with its minimum order, weekdays and state; admins open one to edit it with its fees, or add one. */
import { Fragment, useState } from 'react'
import type { RuleCity, RuleMode } from '~/api/contract/admin-rules'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { CityForm } from './city-form'
import { weekdayName } from './weekdays-field'

export function CitiesSection({ cities, modes, canEdit }: { cities: RuleCity[]; modes: RuleMode[]; canEdit: boolean }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const ar = getLocale() === 'ar'
  const modeName = (id: number) => modes.find((mode) => mode.id === id)?.[ar ? 'name_ar' : 'name_fr'] ?? ''
  return (
    <div className="flex flex-col gap-2">
      <ul className="divide-y divide-slate-100">
        {cities.map((city) => (
          <Fragment key={city.id}>
            <li className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="bo-rules-city" data-slug={city.slug}>
              <div className="min-w-0">
                <p className="font-semibold">
                  {ar ? city.name_ar : city.name_fr}
                  {city.is_default ? (
                    <span className="ms-2 rounded bg-brand-50 px-1.5 text-xs text-brand-700">{m.bo_rules_default_badge()}</span>
                  ) : null}
                  {city.is_active ? null : <span className="ms-2 rounded bg-slate-200 px-1.5 text-xs">{m.bo_rules_inactive()}</span>}
                </p>
                <p className="text-sm text-slate-600">
                  {m.bo_rules_city_min({ amount: formatMoney(city.min_order) })} · {city.delivery_weekdays.map(weekdayName).join(', ')}
                </p>
                <p className="text-sm text-slate-600">
                  {city.fees.map((fee) => `${modeName(fee.delivery_mode_id)} ${formatMoney(fee.fee)}`).join(' · ')}
                </p>
              </div>
              {canEdit ? (
                <button
                  type="button"
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                  onClick={() => setEditing(editing === city.id ? null : city.id)}
                  aria-expanded={editing === city.id}
                >
                  {m.bo_rules_edit()}
                </button>
              ) : null}
            </li>
            {editing === city.id ? (
              <li>
                <CityForm city={city} modes={modes} onDone={() => setEditing(null)} />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ul>
      {canEdit && editing !== 'new' ? (
        <button
          type="button"
          className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
          onClick={() => setEditing('new')}
        >
          {m.bo_rules_add_city()}
        </button>
      ) : null}
      {editing === 'new' ? <CityForm city={null} modes={modes} onDone={() => setEditing(null)} /> : null}
    </div>
  )
}
