/**
 * The product editor: names and descriptions in French and Arabic, brand, category, reference,
 * prices in dirhams, image, cities, state, search terms (one a line), and the pack sizes (added, moved, removed), saved in
 * one request with the version it was edited from. A refusal shows under each field; when
 * another admin saved meanwhile, it says who, when and what, and the current version can be
 * loaded. Staff see the same fields, read-only, without a save button.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import type { AdminProduct, ProductOptions } from '~/api/contract/admin-products'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { bodyOf, emptyPackSize, valuesOf } from '~/features/back-office/products/product-values'
import { saveProductFn } from '~/features/back-office/products/products.functions'
import { ImageUploadField } from '~/features/back-office/images/image-upload-field'
import { CityCheckboxes } from './city-checkboxes'
import { inLanguages } from './in-languages'
import { PackSizeFields } from './pack-size-fields'

const cardClass = 'grid min-w-0 gap-3 rounded-xl bg-white p-4 shadow-sm'

export function ProductForm({ product, options, canEdit }: { product: AdminProduct | null; options: ProductOptions; canEdit: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useServerFn(saveProductFn)
  const [outdated, setOutdated] = useState(false)
  const reloadCurrent = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'products'] })
  const locale = getLocale()
  const form = useShopForm({
    defaultValues: valuesOf(product),
    idPrefix: 'bo-product',
    submit: async (values) => {
      const prepared = bodyOf(values, product?.version)
      if ('refusal' in prepared) return prepared.refusal
      const answer = await save({ data: { id: product?.id, product: prepared.body } })
      if (!answer.success) {
        setOutdated(answer.status === 409 && !Object.keys(answer.errors).length)
        return answer
      }
      toast.success(m.bo_products_saved({ name: answer.data.name[locale] || answer.data.name.fr }))
      await reloadCurrent()
      if (!product) await navigate({ to: '/gestion/produits/$id', params: { id: String(answer.data.id) } })
    },
  })
  const choices = (list: { id: number; name: string }[]) => [
    { value: '', label: m.bo_products_choose() },
    ...list.map((item) => ({ value: String(item.id), label: item.name })),
  ]
  return (
    <form.AppForm>
      <form.Form className="grid gap-4" aria-label={m.bo_products_editor_label()}>
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-4">
          <div className={cardClass}>
            <div className="grid gap-3 md:grid-cols-2">
              {inLanguages((lang, language) => (
                <form.AppField key={lang} name={`name.${lang}`}>
                  {(field) => (
                    <field.TextField
                      label={m.bo_products_field_name({ language })}
                      lang={lang}
                      dir={lang === 'ar' ? 'rtl' : 'ltr'}
                      maxLength={120}
                    />
                  )}
                </form.AppField>
              ))}
              {inLanguages((lang, language) => (
                <form.AppField key={lang} name={`description.${lang}`}>
                  {(field) => (
                    <field.TextAreaField
                      label={m.bo_products_field_description({ language })}
                      lang={lang}
                      dir={lang === 'ar' ? 'rtl' : 'ltr'}
                      rows={3}
                      maxLength={4000}
                    />
                  )}
                </form.AppField>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <form.AppField name="reference">
                {(field) => <field.TextField label={m.bo_products_field_reference()} dir="ltr" maxLength={64} autoComplete="off" />}
              </form.AppField>
              <form.AppField name="brand_id">
                {(field) => <field.SelectField label={m.bo_products_brand()} options={choices(options.brands)} />}
              </form.AppField>
              <form.AppField name="category_id">
                {(field) => <field.SelectField label={m.bo_products_category()} options={choices(options.categories)} />}
              </form.AppField>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <form.AppField name="price">
                {(field) => (
                  <field.NumberField
                    label={m.bo_products_field_price()}
                    hint={m.bo_products_price_hint()}
                    min={0}
                    step={0.01}
                    inputMode="decimal"
                  />
                )}
              </form.AppField>
              <form.AppField name="sell_price">
                {(field) => <field.NumberField label={m.bo_products_field_sell_price()} min={0} step={0.01} inputMode="decimal" />}
              </form.AppField>
            </div>
          </div>
          <div className={`${cardClass} sm:grid-cols-2`}>
            <form.AppField name="image">
              {() => (
                <ImageUploadField
                  kind="product"
                  canEdit={canEdit}
                  texts={{
                    label: m.bo_products_image(),
                    hint: m.bo_products_image_hint(),
                    alt: m.bo_products_image_alt(),
                    sent: m.bo_products_image_sent(),
                  }}
                  testId="bo-product-image"
                />
              )}
            </form.AppField>
            <div className="grid content-start gap-3">
              <form.AppField name="city_ids">{() => <CityCheckboxes cities={options.cities} />}</form.AppField>
              <form.AppField name="is_active">
                {(field) => <field.CheckboxField label={m.bo_products_field_active()} hint={m.bo_products_active_hint()} />}
              </form.AppField>
            </div>
          </div>
          <div className={cardClass}>
            <form.AppField name="search_terms">
              {(field) => (
                <field.TextAreaField
                  label={m.bo_products_field_search_terms()}
                  hint={m.bo_products_search_terms_hint()}
                  rows={4}
                  dir="auto"
                  autoComplete="off"
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="pack_sizes" mode="array">
            {(packs) => (
              <section className={cardClass} aria-labelledby="bo-pack-sizes-title">
                <h2 id="bo-pack-sizes-title" className="text-lg font-bold text-slate-900">
                  {m.bo_products_pack_sizes()}
                </h2>
                <p className="text-sm text-slate-600">{m.bo_products_pack_sizes_hint()}</p>
                {packs.state.value.map((pack, index) => (
                  <PackSizeFields
                    key={pack.id ?? `new-${index}`}
                    form={form}
                    index={index}
                    formats={options.formats}
                    canEdit={canEdit}
                    onMoveUp={() => packs.moveValue(index, index - 1)}
                    onRemove={() => packs.removeValue(index)}
                  />
                ))}
                {canEdit ? (
                  <button
                    type="button"
                    onClick={() => packs.pushValue(emptyPackSize())}
                    className="justify-self-start rounded-lg border border-brand-300 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {m.bo_products_pack_add()}
                  </button>
                ) : null}
              </section>
            )}
          </form.AppField>
        </fieldset>
        {canEdit ? (
          <div className="sticky bottom-0 z-10 grid gap-2 rounded-xl bg-white/95 p-3 shadow-md backdrop-blur">
            <form.FormMessage />
            {outdated ? (
              <button type="button" onClick={reloadCurrent} className="justify-self-start font-semibold text-brand-700 underline">
                {m.bo_products_load_current()}
              </button>
            ) : null}
            <form.SubmitButton busyLabel={m.bo_saving()}>{m.bo_products_save()}</form.SubmitButton>
          </div>
        ) : (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-900">{m.bo_products_read_only()}</p>
        )}
      </form.Form>
    </form.AppForm>
  )
}
