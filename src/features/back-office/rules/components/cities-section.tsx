/** The cities: each with its minimum order, weekdays, fees and state; admins open one to edit it with its fees (under the table), or add one. */
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { RuleCity, RuleMode } from '~/api/contract/admin-rules'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { buttonClass as button } from '~/ui/button-class'
import { getLocale } from '~/paraglide/runtime.js'
import { DataTable } from '~/ui/admin/data-table'
import { CityForm } from './city-form'
import { weekdayName } from './weekdays-field'
import { EditedRecord } from '~/ui/form/edited-record'

const buttonClass = button({ variant: 'secondary', size: 'sm' })
const column = createColumnHelper<RuleCity>()

export function CitiesSection({ cities, modes, canEdit }: { cities: RuleCity[]; modes: RuleMode[]; canEdit: boolean }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const ar = getLocale() === 'ar'
  const modeName = (id: number) => modes.find((mode) => mode.id === id)?.[ar ? 'name_ar' : 'name_fr'] ?? ''
  const edited = cities.find((city) => city.id === editing)
  const columns = [
    column.display({
      id: 'name',
      header: () => m.bo_rules_cities_title(),
      cell: ({ row: { original: city } }) => (
        <span className="font-semibold">
          {ar ? city.name_ar : city.name_fr}
          {city.is_default ? (
            <span className="ms-2 rounded bg-brand-50 px-1.5 text-xs text-brand-700">{m.bo_rules_default_badge()}</span>
          ) : null}
          {city.is_active ? null : <span className="ms-2 rounded bg-slate-200 px-1.5 text-xs">{m.bo_rules_inactive()}</span>}
        </span>
      ),
    }),
    column.display({
      id: 'rules',
      header: () => m.bo_rules_field_weekdays(),
      cell: ({ row: { original: city } }) => (
        <span className="block min-w-48 whitespace-normal text-slate-600">
          {m.bo_rules_city_min({ amount: formatMoney(city.min_order) })} · {city.delivery_weekdays.map(weekdayName).join(', ')}
        </span>
      ),
    }),
    column.display({
      id: 'fees',
      header: () => m.bo_rules_field_fees(),
      cell: ({ row: { original: city } }) => (
        <span className="block min-w-48 whitespace-normal text-slate-600">
          {city.fees.map((fee) => `${modeName(fee.delivery_mode_id)} ${formatMoney(fee.fee)}`).join(' · ')}
        </span>
      ),
    }),
    ...(canEdit
      ? [
          column.display({
            id: 'edit',
            // Named for a screen reader only; the `relative` box keeps the hidden text inside the table's scroller (an absolute
            // box placed from outside it would widen the page on a phone).
            header: () => (
              <span className="relative inline-block">
                <span className="sr-only">{m.bo_rules_edit()}</span>
              </span>
            ),
            meta: { align: 'end' },
            cell: ({ row: { original: city } }) => (
              <button
                type="button"
                className={buttonClass}
                onClick={() => setEditing(editing === city.id ? null : city.id)}
                aria-expanded={editing === city.id}
              >
                {m.bo_rules_edit()}
              </button>
            ),
          }),
        ]
      : []),
  ]
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={m.bo_rules_cities_title()}
        data={cities}
        columns={columns}
        getRowId={(city) => String(city.id)}
        rowHeader="name"
        empty={m.bo_rules_cities_none()}
        rowProps={(city) => ({ 'data-testid': 'bo-rules-city', 'data-slug': city.slug })}
      />
      {/* Held while typed in; a new version (saved, or loaded after a refusal) starts a new form from it. */}
      {edited ? (
        <EditedRecord key={edited.id} live={edited}>
          {(city) => <CityForm key={city.version} city={city} modes={modes} onDone={() => setEditing(null)} />}
        </EditedRecord>
      ) : null}
      {canEdit && editing !== 'new' ? (
        <button type="button" className={`${buttonClass} self-start`} onClick={() => setEditing('new')}>
          {m.bo_rules_add_city()}
        </button>
      ) : null}
      {editing === 'new' ? <CityForm city={null} modes={modes} onDone={() => setEditing(null)} /> : null}
    </div>
  )
}
