/**
 * A product's prices, city by city (rows) and pack size by pack size (columns), in MAD. An empty
 * price is the base price times the city's factor (shown as the placeholder). Only the cells the
 * admin changed are sent, each with what the admin saw: when another admin changed one since,
 * the API refuses the whole save (409) with the current price under that cell, and the grid is
 * read again at once (`useVersionedSave`'s `reloadAtOnce`), so saving once more ("keep mine", or
 * the save button) applies the admin's values over what they now see.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useMemo, useRef } from 'react'
import type { PriceCell, PriceGrid } from '~/api/contract/admin-prices'
import { centimesOf, formatMoney, madOf } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { createColumnHelper } from '@tanstack/react-table'
import { DataTable } from '~/ui/admin/data-table'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'
import { savePriceGridFn } from '~/features/back-office/prices/prices.functions'

type CellValues = { price: number | null; sell_price: number | null }
/** The cells the admin changed: where each sits in the form, what they saw, what they typed. */
type Changed = { formIndex: number; cell: PriceCell; value: CellValues }[]
type CityRow = { city: PriceGrid['cities'][number]; cityIndex: number }
const column = createColumnHelper<CityRow>()

const shownValues = (cell: PriceCell): CellValues =>
  cell.set ? { price: madOf(cell.price), sell_price: madOf(cell.sell_price) } : { price: null, sell_price: null }

export function PriceGridForm({ grid, canEdit }: { grid: PriceGrid; canEdit: boolean }) {
  const save = useServerFn(savePriceGridFn)
  const queryClient = useQueryClient()
  // What the admin sees now: after a refusal the grid is read again, and `grid` is the new one.
  const seen = useRef(grid)
  seen.current = grid
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'prices'] })
  const saveVersioned = useVersionedSave({
    save: async (changed: Changed) => {
      const answer = await save({
        data: {
          productId: grid.product.id,
          cells: changed.map(({ cell, value }) => ({
            city_id: cell.city_id,
            variant_id: cell.variant_id,
            // A sale price alone keeps the city's price (the base one times its factor), made its own.
            price: value.price === null && value.sell_price !== null ? cell.price : centimesOf(value.price),
            sell_price: centimesOf(value.sell_price),
            expected: { price: cell.price, sell_price: cell.sell_price, set: cell.set },
          })),
        },
      })
      if (answer.success) return answer
      // The API names the cells as sent; the form knows them by their place in the grid.
      const errors = Object.fromEntries(
        Object.entries(answer.errors).map(([field, messages]) => {
          const [, sent, rest] = /^cells\.(\d+)\.(.+)$/.exec(field) ?? []
          return [sent === undefined ? field : `cells.${changed[Number(sent)]?.formIndex ?? sent}.${rest}`, messages]
        }),
      )
      return { ...answer, errors }
    },
    onSaved: async () => {
      toast.success(m.bo_prices_saved({ name: grid.product.name }))
      await reload()
    },
    onLoadTheirs: reload,
    reloadAtOnce: true,
  })
  const form = useShopForm({
    defaultValues: { cells: grid.cells.map(shownValues) },
    idPrefix: `bo-prices-${grid.product.id}`,
    submit: async (values) => {
      const changed = values.cells.flatMap((value, formIndex) => {
        const cell = seen.current.cells[formIndex]!
        const before = shownValues(cell)
        if (before.price === value.price && before.sell_price === value.sell_price) return []
        return [{ formIndex, cell, value }]
      })
      if (changed.length === 0) {
        toast.success(m.bo_prices_nothing_changed())
        return
      }
      return saveVersioned(changed, undefined)
    },
  })
  // Kept between renders: a new cell renderer would draw its inputs anew (and lose the focus).
  const columns = useMemo(
    () => [
      column.display({
        id: 'city',
        header: () => m.bo_prices_city(),
        cell: ({ row: { original } }) => (
          <>
            {original.city.name}
            {original.city.sold ? null : <span className="block text-xs font-normal text-slate-500">{m.bo_prices_not_sold()}</span>}
          </>
        ),
      }),
      ...grid.items.map((item, itemIndex) =>
        column.display({
          id: `item-${item.variant_id ?? 'product'}`,
          meta: { testId: 'bo-price-cell' },
          header: () => (
            <span className="block min-w-48 normal-case">
              {item.label}
              <span className="block text-xs font-normal text-slate-500">
                {m.bo_prices_base({ price: formatMoney(item.base_price) })}
                {item.base_sell_price === null ? null : ` · ${m.bo_prices_sale()} ${formatMoney(item.base_sell_price)}`}
              </span>
              <span className="mt-1 grid grid-cols-2 gap-2 text-xs font-normal text-slate-600" aria-hidden="true">
                <span>{m.bo_prices_price()}</span>
                <span>{m.bo_prices_sale()}</span>
              </span>
            </span>
          ),
          cell: ({ row: { original } }) => {
            const index = original.cityIndex * grid.items.length + itemIndex
            const cell = grid.cells[index]!
            const where = `${original.city.name}, ${item.label}`
            return (
              <>
                <div className="grid grid-cols-2 gap-2">
                  <form.AppField name={`cells[${index}].price`}>
                    {(field) => (
                      <field.NumberField
                        label={m.bo_prices_price_of({ where })}
                        hideLabel
                        min={0}
                        step={0.01}
                        placeholder={cell.set ? '' : (cell.price / 100).toFixed(2)}
                        disabled={!canEdit}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name={`cells[${index}].sell_price`}>
                    {(field) => (
                      <field.NumberField
                        label={m.bo_prices_sell_price_of({ where })}
                        hideLabel
                        min={0}
                        step={0.01}
                        placeholder={
                          !cell.set && cell.sell_price !== null ? (cell.sell_price / 100).toFixed(2) : m.bo_prices_sale_placeholder()
                        }
                        disabled={!canEdit}
                      />
                    )}
                  </form.AppField>
                </div>
                <p className="mt-1 text-xs whitespace-normal text-slate-500">
                  {cell.set && cell.updated_by ? m.bo_prices_set_by({ who: cell.updated_by }) : m.bo_prices_from_base()}
                </p>
              </>
            )
          },
        }),
      ),
    ],
    [grid, canEdit, form],
  )
  return (
    <form.AppForm>
      <form.Form data-testid="bo-price-grid" className="grid gap-3">
        <DataTable
          label={m.bo_prices_grid_caption({ name: grid.product.name })}
          data={grid.cities.map((city, cityIndex) => ({ city, cityIndex }))}
          columns={columns}
          getRowId={({ city }) => String(city.id)}
          rowHeader="city"
          empty={m.bo_prices_none()}
          rowProps={({ city }) => ({ 'data-testid': 'bo-price-row', 'data-city': String(city.id) })}
        />
        {canEdit ? <SaveBar label={m.bo_prices_save()} busyLabel={m.bo_saving()} /> : <form.FormMessage />}
      </form.Form>
    </form.AppForm>
  )
}
