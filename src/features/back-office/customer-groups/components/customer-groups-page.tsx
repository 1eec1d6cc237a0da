/**
 * `/gestion/groupes`: the customer groups and their price lists (docs/decisions/0079): a
 * percentage off the city's prices, and prices of the group's own per pack size, in every city
 * or in one. Staff read, admins change (the API refuses the others too). A change is saved over
 * the version the admin opened (docs/decisions/0096): a save since is the back office's one 409
 * choice, "load theirs" (the editor starts again from the group as saved) or "keep mine".
 */
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import type { CustomerGroup } from '~/api/contract/admin-customer-groups'
import { formatMoney, centimesOf } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { initialDataQuery } from '~/features/city/city.queries'
import { saveCustomerGroupFn } from '~/features/back-office/customer-groups/customer-groups.functions'
import { customerGroupsQuery } from '~/features/back-office/customer-groups/customer-groups.queries'
import { EditedRecord } from '~/ui/form/edited-record'

const column = createColumnHelper<CustomerGroup>()
const smallButton = 'rounded-lg border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100'

export function CustomerGroupsPage({ canEdit }: { canEdit: boolean }) {
  const { data } = useSuspenseQuery(customerGroupsQuery())
  // The group being edited, by id: read from the list, so theirs loaded after a refused save starts the editor again.
  const [editingId, setEditing] = useState<number | 'new' | null>(null)
  const editing = editingId === 'new' ? 'new' : (data.items.find((group) => group.id === editingId) ?? null)
  const columns = [
    column.accessor('name', {
      header: () => m.groups_name(),
      cell: (cell) =>
        canEdit ? (
          <button type="button" className="font-semibold underline" onClick={() => setEditing(cell.row.original.id)}>
            {cell.getValue()}
          </button>
        ) : (
          cell.getValue()
        ),
    }),
    column.accessor('discount_percent', { header: () => m.groups_percent(), cell: (cell) => `${cell.getValue()} %` }),
    column.accessor((group) => group.prices.length, { id: 'prices', header: () => m.groups_prices_count() }),
    column.accessor('members', { header: () => m.groups_members() }),
  ]
  return (
    <AdminPage
      title={m.groups_title()}
      description={m.groups_description()}
      actions={
        canEdit ? (
          <button type="button" className={smallButton} onClick={() => setEditing('new')}>
            {m.groups_new()}
          </button>
        ) : null
      }
    >
      <Card>
        <DataTable
          label={m.groups_title()}
          data={data.items}
          columns={columns}
          getRowId={(group) => String(group.id)}
          empty={m.groups_none()}
        />
      </Card>
      {editing === 'new' ? <GroupEditor key="new" group={null} priceable={data.priceable} onDone={() => setEditing(null)} /> : null}
      {editing && editing !== 'new' ? (
        // Held while typed in; its save or theirs loaded starts the editor again from the version read.
        <EditedRecord key={editing.id} live={editing}>
          {(group) => <GroupEditor key={group.version} group={group} priceable={data.priceable} onDone={() => setEditing(null)} />}
        </EditedRecord>
      ) : null}
    </AdminPage>
  )
}

type Values = { name: string; discount_percent: number | null; prices: { item: string; city_id: number; price: number | null }[] }

type Priceable = { product_id: number; variant_id: number | null; name: string; base_price: number }

function GroupEditor({ group, priceable, onDone }: { group: CustomerGroup | null; priceable: Priceable[]; onDone: () => void }) {
  const save = useServerFn(saveCustomerGroupFn)
  const queryClient = useQueryClient()
  const { data: initial } = useQuery(initialDataQuery())
  const cities = initial?.cities ?? []
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'customer-groups'] })
  const saveVersioned = useVersionedSave({
    save: (values: Values, version: number | undefined) => {
      const prices = values.prices.map((row) => {
        const [productId, variantId] = row.item.split(':')
        return {
          product_id: Number(productId),
          variant_id: variantId ? Number(variantId) : null,
          city_id: row.city_id || null,
          price: centimesOf(row.price ?? 0),
        }
      })
      return save({
        data: { id: group?.id ?? null, group: { name: values.name, discount_percent: values.discount_percent ?? 0, prices, version } },
      })
    },
    onSaved: async () => {
      toast.success(m.groups_saved())
      await reload()
      onDone()
    },
    onLoadTheirs: reload,
  })
  const form = useShopForm({
    defaultValues: {
      name: group?.name ?? '',
      discount_percent: group?.discount_percent ?? 0,
      prices: (group?.prices ?? []).map((price) => ({
        item: `${price.product_id}:${price.variant_id ?? ''}`,
        city_id: price.city_id ?? 0,
        price: price.price / 100,
      })),
    } as Values,
    idPrefix: 'bo-group',
    submit: (values) => saveVersioned(values, group?.version),
  })
  return (
    <Card title={group ? group.name : m.groups_new()} testId="bo-group-editor">
      <form.AppForm>
        <form.Form className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <form.AppField name="name">{(field) => <field.TextField label={m.groups_name()} maxLength={80} />}</form.AppField>
            <form.AppField name="discount_percent">
              {(field) => <field.NumberField label={m.groups_percent()} hint={m.groups_percent_hint()} min={0} max={90} step={1} />}
            </form.AppField>
          </div>
          <form.Field name="prices" mode="array">
            {(rows) => (
              <fieldset className="grid gap-2">
                <legend className="font-semibold">{m.groups_own_prices()}</legend>
                {rows.state.value.map((_, index) => (
                  <div
                    key={index}
                    className="grid gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[2fr_1fr_8rem_auto] sm:items-end"
                  >
                    <form.AppField name={`prices[${index}].item`}>
                      {(field) => (
                        <field.SelectField
                          label={m.phone_order_product()}
                          placeholder={m.phone_order_product_choose()}
                          options={priceable.map((item) => ({
                            value: `${item.product_id}:${item.variant_id ?? ''}`,
                            label: `${item.name} (${formatMoney(item.base_price)})`,
                          }))}
                        />
                      )}
                    </form.AppField>
                    <form.AppField name={`prices[${index}].city_id`}>
                      {(field) => (
                        <field.SelectField
                          label={m.groups_city()}
                          placeholder={m.groups_every_city()}
                          options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
                        />
                      )}
                    </form.AppField>
                    <form.AppField name={`prices[${index}].price`}>
                      {(field) => <field.NumberField label={m.groups_price()} min={0} step={0.01} />}
                    </form.AppField>
                    <button type="button" className={smallButton} onClick={() => rows.removeValue(index)}>
                      {m.groups_contact_remove()}
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  className={`${smallButton} justify-self-start`}
                  onClick={() => rows.pushValue({ item: '', city_id: 0, price: null })}
                >
                  {m.groups_add_price()}
                </button>
              </fieldset>
            )}
          </form.Field>
          <SaveBar label={m.groups_save()} busyLabel={m.bo_saving()} />
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
