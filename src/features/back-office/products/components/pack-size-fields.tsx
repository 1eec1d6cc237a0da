/** One pack size in the editor: its label (an existing one or a new one in both languages), reference, prices, state. */
import type { ProductOptions } from '~/api/contract/admin-products'
import { m } from '~/paraglide/messages.js'
import { buttonClass as button } from '~/ui/button-class'
import { getLocale } from '~/paraglide/runtime.js'
import { withForm } from '~/ui/form/form-hook'
import type { ProductValues } from '~/features/back-office/products/product-values'
import { inLanguages } from './in-languages'

const buttonClass = button({ variant: 'secondary', size: 'sm' })

export const PackSizeFields = withForm({
  // Only its type matters: the editor's values.
  defaultValues: {} as ProductValues,
  props: {
    index: 0,
    formats: [] as ProductOptions['formats'],
    canEdit: false,
    onMoveUp: () => {},
    onRemove: () => {},
  },
  render: function PackSizeFields({ form, index, formats, canEdit, onMoveUp, onRemove }) {
    const number = index + 1
    const locale = getLocale()
    const options = [
      { value: '', label: m.bo_products_pack_new_label() },
      ...formats.map((format) => ({ value: String(format.id), label: format.label[locale] })),
    ]
    return (
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3" data-testid="bo-pack-size">
        <legend className="px-1 font-semibold text-slate-900">{m.bo_products_pack_size({ number })}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <form.AppField name={`pack_sizes[${index}].format_id`}>
            {(field) => <field.SelectField label={m.bo_products_pack_format()} options={options} />}
          </form.AppField>
          <form.AppField name={`pack_sizes[${index}].reference`}>
            {(field) => <field.TextField label={m.bo_products_field_reference()} dir="ltr" maxLength={64} autoComplete="off" />}
          </form.AppField>
        </div>
        <form.Subscribe selector={(state) => state.values.pack_sizes[index]?.format_id}>
          {(formatId) =>
            formatId ? null : (
              <div className="grid gap-3 md:grid-cols-2">
                {inLanguages((lang, language) => (
                  <form.AppField key={lang} name={`pack_sizes[${index}].label.${lang}`}>
                    {(field) => (
                      <field.TextField
                        label={m.bo_products_pack_label({ language })}
                        lang={lang}
                        dir={lang === 'ar' ? 'rtl' : 'ltr'}
                        maxLength={80}
                      />
                    )}
                  </form.AppField>
                ))}
              </div>
            )
          }
        </form.Subscribe>
        <div className="grid gap-3 sm:grid-cols-2">
          <form.AppField name={`pack_sizes[${index}].price`}>
            {(field) => <field.NumberField label={m.bo_products_field_price()} min={0} step={0.01} inputMode="decimal" />}
          </form.AppField>
          <form.AppField name={`pack_sizes[${index}].sell_price`}>
            {(field) => <field.NumberField label={m.bo_products_field_sell_price()} min={0} step={0.01} inputMode="decimal" />}
          </form.AppField>
          <form.AppField name={`pack_sizes[${index}].deposit`}>
            {(field) => (
              <field.NumberField
                label={m.dep_product_deposit()}
                hint={m.dep_product_deposit_hint()}
                min={0}
                step={0.01}
                inputMode="decimal"
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name={`pack_sizes[${index}].is_active`}>
          {(field) => <field.CheckboxField label={m.bo_products_pack_active()} />}
        </form.AppField>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass} disabled={index === 0} onClick={onMoveUp}>
              {m.bo_products_pack_up({ number })}
            </button>
            <button type="button" className={`${buttonClass} text-red-700`} onClick={onRemove}>
              {m.bo_products_pack_remove({ number })}
            </button>
          </div>
        ) : null}
      </fieldset>
    )
  },
})
