/**
 * A voucher's editor (the form kit): code, kind and value, minimum, validity days, limits,
 * active or not, and the cities and categories it is restricted to. Amounts are typed in MAD and
 * sent in centimes. The save carries the version the admin opened: when someone saved since, the
 * API refuses (409) saying who, when and what, and the kit's `useVersionedSave` offers to load
 * theirs or keep this one.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useStore } from '@tanstack/react-store'
import type { AdminVoucher, VoucherKind } from '~/api/contract/admin-vouchers'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'
import { saveVoucherFn } from '~/features/back-office/vouchers/vouchers.functions'
import { IdsField } from '~/ui/form/fields/ids-field'
import { centimesOf, madOf } from '~/lib/money'

type Choices = { cities: { id: number; name: string }[]; categories: { id: number; name: string }[] }

type Values = ReturnType<typeof valuesOf>

const valuesOf = (voucher: AdminVoucher | null) => ({
  code: voucher?.code ?? '',
  kind: (voucher?.kind ?? 'percent') as VoucherKind,
  value: voucher
    ? voucher.kind === 'fixed'
      ? madOf(voucher.value)
      : voucher.kind === 'percent'
        ? voucher.value
        : null
    : (null as number | null),
  min_order: voucher ? madOf(voucher.min_order) : (null as number | null),
  starts_on: voucher?.starts_on ?? '',
  ends_on: voucher?.ends_on ?? '',
  max_uses: voucher?.max_uses ?? (null as number | null),
  max_uses_per_customer: voucher?.max_uses_per_customer ?? (null as number | null),
  is_active: voucher?.is_active ?? true,
  city_ids: voucher?.city_ids ?? ([] as number[]),
  category_ids: voucher?.category_ids ?? ([] as number[]),
})

export function VoucherForm({ voucher, choices }: { voucher: AdminVoucher | null; choices: Choices }) {
  const save = useServerFn(saveVoucherFn)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'vouchers'] })
  const saveVersioned = useVersionedSave({
    save: (values: Values, version: number | undefined) =>
      save({
        data: {
          ...values,
          id: voucher?.id,
          version,
          value: values.kind === 'fixed' ? centimesOf(values.value) : values.kind === 'percent' ? values.value : 0,
          min_order: centimesOf(values.min_order) ?? 0,
          starts_on: values.starts_on || null,
          ends_on: values.ends_on || null,
        },
      }),
    onSaved: async (answer) => {
      toast.success(m.bo_vouchers_saved({ code: answer.data.code }))
      await reload()
      if (!voucher) await navigate({ to: '/gestion/bons/$id', params: { id: String(answer.data.id) } })
    },
    onLoadTheirs: reload,
  })
  const form = useShopForm({
    defaultValues: valuesOf(voucher),
    idPrefix: 'bo-voucher',
    submit: (values) => saveVersioned(values, voucher?.version),
  })
  const kind = useStore(form.store, (state) => state.values.kind)
  const kinds = [
    { value: 'percent', label: m.bo_vouchers_kind_percent() },
    { value: 'fixed', label: m.bo_vouchers_kind_fixed() },
    { value: 'free_delivery', label: m.bo_vouchers_kind_free_delivery() },
  ]
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-2" data-testid="bo-voucher-form">
        <form.AppField name="code">
          {(field) => <field.TextField label={m.bo_vouchers_code()} hint={m.bo_vouchers_code_hint()} dir="ltr" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="kind">{(field) => <field.SelectField label={m.bo_vouchers_kind()} options={kinds} />}</form.AppField>
        {kind === 'free_delivery' ? null : (
          <form.AppField name="value">
            {(field) => (
              <field.NumberField
                label={kind === 'percent' ? m.bo_vouchers_value_percent() : m.bo_vouchers_value_amount()}
                min={kind === 'percent' ? 1 : 0}
                max={kind === 'percent' ? 100 : undefined}
                step={kind === 'percent' ? 1 : 0.01}
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="min_order">
          {(field) => <field.NumberField label={m.bo_vouchers_min_order()} hint={m.bo_vouchers_min_order_hint()} min={0} step={0.01} />}
        </form.AppField>
        <form.AppField name="starts_on">{(field) => <field.DateField label={m.bo_vouchers_starts_on()} />}</form.AppField>
        <form.AppField name="ends_on">
          {(field) => <field.DateField label={m.bo_vouchers_ends_on()} hint={m.bo_vouchers_ends_on_hint()} />}
        </form.AppField>
        <form.AppField name="max_uses">
          {(field) => <field.NumberField label={m.bo_vouchers_max_uses()} hint={m.bo_vouchers_limit_hint()} min={1} step={1} />}
        </form.AppField>
        <form.AppField name="max_uses_per_customer">
          {(field) => (
            <field.NumberField label={m.bo_vouchers_max_uses_per_customer()} hint={m.bo_vouchers_limit_hint()} min={1} step={1} />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="city_ids">
            {() => <IdsField legend={m.bo_vouchers_cities()} hint={m.bo_vouchers_cities_hint()} options={choices.cities} />}
          </form.AppField>
        </div>
        <div className="sm:col-span-2">
          <form.AppField name="category_ids">
            {() => <IdsField legend={m.bo_vouchers_categories()} hint={m.bo_vouchers_categories_hint()} options={choices.categories} />}
          </form.AppField>
        </div>
        <form.AppField name="is_active">
          {(field) => <field.CheckboxField label={m.bo_vouchers_active()} hint={m.bo_vouchers_active_hint()} />}
        </form.AppField>
        <SaveBar label={voucher ? m.bo_vouchers_save() : m.bo_vouchers_create()} busyLabel={m.bo_saving()} />
      </form.Form>
    </form.AppForm>
  )
}
