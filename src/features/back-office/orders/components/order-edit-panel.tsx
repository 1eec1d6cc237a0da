/**
 * Editing the order (docs/decisions/0076), until it leaves for delivery: its lines and pack
 * sizes, date, address and modes. The form asks for a preview (checkout's own pricing, before →
 * after); the save sends exactly what was previewed, over the version the editor opened, so a
 * colleague's save in between is refused with who and when.
 */
import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-store'
import { useState } from 'react'
import type { OrderEditBody, OrderEditor, OrderEditResult } from '~/api/contract/admin-order-edit'
import type { AdminOrderDetail } from '~/api/contract/admin-orders'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { useShopForm } from '~/ui/form/form-hook'
import { sendOrderEdit } from '~/features/back-office/orders/order-edit.functions'
import { orderEditorQuery } from '~/features/back-office/orders/order-edit.queries'
import { OrderEditPreview } from './order-edit-preview'
import { EditedRecord } from '~/ui/form/edited-record'

const EDITABLE = ['placed', 'confirmed']

export function OrderEditPanel({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false)
  // Staff (who may cancel) and an order still at the shop.
  if (!EDITABLE.includes(order.status) || !order.actions.includes('cancel')) return null
  return (
    <Card title={m.edit_title()} testId="order-edit">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className="rounded-lg border border-brand-300 bg-white px-4 py-2 font-bold text-brand-700 hover:bg-brand-50"
      >
        {open ? m.edit_close() : m.edit_open()}
      </button>
      {open ? <EditorLoader reference={order.reference} onDone={() => setOpen(false)} /> : null}
    </Card>
  )
}

function EditorLoader({ reference, onDone }: { reference: string; onDone: () => void }) {
  const editor = useQuery(orderEditorQuery(reference))
  if (!editor.data) return <p className="mt-3 text-slate-600">…</p>
  // Held while typed in; a new version (theirs, loaded after a refused save) starts the form again from it.
  return <EditedRecord live={editor.data}>{(editor) => <EditForm key={editor.version} editor={editor} onDone={onDone} />}</EditedRecord>
}

type Values = {
  lines: { product_id: number; product_attribute_id: number; quantity: number | null }[]
  delivery_mode_id: number
  delivery_date: string
  payment_mode_id: number
  /** 'keep', 'typed', or one of the customer's address ids. */
  address: string
  recipient_name: string
  phone: string
  line1: string
  line2: string
  district: string
  reason: string
}

function bodyOf(values: Values, version: number): OrderEditBody {
  const typed = values.address === 'typed'
  return {
    version,
    products: values.lines.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity ?? 0,
      product_attribute_id: line.product_attribute_id || null,
    })),
    delivery_mode_id: values.delivery_mode_id,
    delivery_date: values.delivery_date,
    payment_mode_id: values.payment_mode_id,
    delivery_address_id: typed || values.address === 'keep' ? null : Number(values.address),
    typed_address: typed
      ? { recipient_name: values.recipient_name, phone: values.phone, line1: values.line1, line2: values.line2, district: values.district }
      : null,
    reason: values.reason.trim() || undefined,
  }
}

function EditForm({ editor, onDone }: { editor: OrderEditor; onDone: () => void }) {
  const [preview, setPreview] = useState<{ body: OrderEditBody; result: OrderEditResult } | null>(null)
  const form = useShopForm<Values>({
    defaultValues: {
      lines: editor.lines.map((line) => ({ ...line, product_attribute_id: line.product_attribute_id ?? 0 })),
      delivery_mode_id: editor.delivery_mode_id,
      delivery_date: editor.delivery_date,
      payment_mode_id: editor.payment_mode_id,
      address: 'keep',
      recipient_name: '',
      phone: '',
      line1: '',
      line2: '',
      district: '',
      reason: '',
    },
    idPrefix: 'order-edit',
    submit: async (values) => {
      const body = bodyOf(values, editor.version)
      const answer = await sendOrderEdit({ data: { ...body, reference: editor.reference, preview: true } })
      if (!answer.success) return answer
      setPreview({ body, result: answer.data })
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const productOptions = editor.products.map((product) => ({ value: String(product.id), label: product.name }))
  const variantsOf = (productId: number) => editor.products.find((product) => product.id === productId)?.variants ?? []
  const mode = editor.delivery_modes.find((candidate) => candidate.id === values.delivery_mode_id)
  // The order's date stays offered while it is kept, even when the calendar no longer offers it.
  const dates = [
    ...new Set([...(values.delivery_mode_id === editor.delivery_mode_id ? [editor.delivery_date] : []), ...(mode?.dates ?? [])]),
  ]
  const addressOptions = [
    { value: 'keep', label: m.edit_address_keep() },
    ...editor.addresses.map((address) => ({ value: String(address.id), label: address.name })),
    { value: 'typed', label: m.edit_address_typed() },
  ]
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm text-slate-600">{m.edit_intro()}</p>
      <form.AppForm>
        <form.Form className="grid gap-4" aria-label={m.edit_title()} data-testid="order-edit-form">
          <form.FormMessage />
          <form.Field name="lines" mode="array">
            {(lines) => (
              <fieldset className="grid gap-3">
                <legend className="mb-2 font-semibold">{m.edit_lines()}</legend>
                {lines.state.value.map((line, index) => (
                  <div key={index} className="grid items-end gap-2 sm:grid-cols-[2fr_1.5fr_6rem_auto]" data-testid="order-edit-line">
                    <form.AppField
                      name={`lines[${index}].product_id`}
                      listeners={{
                        onChange: ({ value }) =>
                          form.setFieldValue(`lines[${index}].product_attribute_id`, variantsOf(Number(value))[0]?.id ?? 0),
                      }}
                    >
                      {(field) => <field.SelectField label={m.edit_product()} options={productOptions} />}
                    </form.AppField>
                    <form.AppField name={`lines[${index}].product_attribute_id`}>
                      {(field) => (
                        <field.SelectField
                          label={m.edit_pack_size()}
                          options={variantsOf(line.product_id).map((variant) => ({ value: String(variant.id), label: variant.name }))}
                          placeholder="—"
                        />
                      )}
                    </form.AppField>
                    <form.AppField name={`lines[${index}].quantity`}>
                      {(field) => <field.NumberField label={m.edit_quantity()} min={1} max={999} step="1" />}
                    </form.AppField>
                    <button
                      type="button"
                      onClick={() => lines.removeValue(index)}
                      className="rounded-lg border border-red-300 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      {m.edit_remove_line()}
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  onClick={() => {
                    const first = editor.products[0]
                    if (first) lines.pushValue({ product_id: first.id, product_attribute_id: first.variants[0]?.id ?? 0, quantity: 1 })
                  }}
                  className="justify-self-start rounded-lg border border-brand-300 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {m.edit_add_line()}
                </button>
              </fieldset>
            )}
          </form.Field>
          <div className="grid gap-3 sm:grid-cols-3">
            <form.AppField name="delivery_mode_id">
              {(field) => (
                <field.SelectField
                  label={m.edit_delivery_mode()}
                  options={editor.delivery_modes.map((option) => ({ value: String(option.id), label: option.name }))}
                />
              )}
            </form.AppField>
            <form.AppField name="delivery_date">
              {(field) => (
                <field.SelectField label={m.edit_date()} options={dates.map((date) => ({ value: date, label: formatDate(date) }))} />
              )}
            </form.AppField>
            <form.AppField name="payment_mode_id">
              {(field) => (
                <field.SelectField
                  label={m.edit_payment_mode()}
                  options={editor.payment_modes.map((option) => ({ value: String(option.id), label: option.name }))}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="address">{(field) => <field.SelectField label={m.edit_address()} options={addressOptions} />}</form.AppField>
          {values.address === 'typed' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <form.AppField name="recipient_name">{(field) => <field.TextField label={m.edit_recipient()} />}</form.AppField>
              <form.AppField name="phone">{(field) => <field.TextField label={m.edit_phone()} type="tel" dir="ltr" />}</form.AppField>
              <form.AppField name="line1">{(field) => <field.TextField label={m.edit_line1()} />}</form.AppField>
              <form.AppField name="line2">{(field) => <field.TextField label={m.edit_line2()} />}</form.AppField>
              <form.AppField name="district">{(field) => <field.TextField label={m.edit_district()} />}</form.AppField>
            </div>
          ) : null}
          <form.AppField name="reason">{(field) => <field.TextField label={m.edit_reason()} maxLength={500} />}</form.AppField>
          <form.SubmitButton busyLabel={m.bo_orders_sending()}>{m.edit_preview()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {preview ? <OrderEditPreview reference={editor.reference} preview={preview} onSaved={onDone} /> : null}
    </div>
  )
}
