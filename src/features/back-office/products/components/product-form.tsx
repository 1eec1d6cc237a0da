/**
 * The product editor: names and descriptions in French and Arabic, brand, category, reference,
 * prices in dirhams, image, cities, state, search terms (one a line), and the pack sizes (added, moved, removed), saved in
 * one request with the version it was edited from. A refusal shows under each field; when
 * another admin saved meanwhile, it says who, when and what, and the kit's `useVersionedSave`
 * offers to load theirs or keep this one. Staff see the same fields, read-only, without a save button.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import type { AdminProduct, ProductOptions } from '~/api/contract/admin-products'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { useShopForm } from '~/ui/form/form-hook'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'
import { type ProductValues, bodyOf, emptyPackSize, valuesOf } from '~/features/back-office/products/product-values'
import { saveProductFn } from '~/features/back-office/products/products.functions'
import { ImageUploadField } from '~/features/back-office/images/image-upload-field'
import { CityCheckboxes } from './city-checkboxes'
import { inLanguages } from './in-languages'
import { PackSizeFields } from './pack-size-fields'

export function ProductForm({ product, options, canEdit }: { product: AdminProduct | null; options: ProductOptions; canEdit: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useServerFn(saveProductFn)
  const reloadCurrent = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'products'] })
  const locale = getLocale()
  const saveVersioned = useVersionedSave({
    save: async (values: ProductValues, version: number | undefined) => {
      const prepared = bodyOf(values, version)
      if ('refusal' in prepared) return prepared.refusal
      return save({ data: { id: product?.id, product: prepared.body } })
    },
    onSaved: async (answer) => {
      toast.success(m.bo_products_saved({ name: answer.data.name[locale] || answer.data.name.fr }))
      await reloadCurrent()
      if (!product) await navigate({ to: '/gestion/produits/$id', params: { id: String(answer.data.id) } })
    },
    onLoadTheirs: reloadCurrent,
    // A reference taken is a 409 too, under its field: not someone else's save.
    isStale: (answer) => answer.status === 409 && !Object.keys(answer.errors).length,
  })
  const form = useShopForm({
    defaultValues: valuesOf(product),
    idPrefix: 'bo-product',
    submit: (values) => saveVersioned(values, product?.version),
  })
  const choices = (list: { id: number; name: string }[]) => [
    { value: '', label: m.bo_products_choose() },
    ...list.map((item) => ({ value: String(item.id), label: item.name })),
  ]
  return (
    <form.AppForm>
      <form.Form className="grid gap-4" aria-label={m.bo_products_editor_label()}>
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-4">
          <Card className="grid gap-3">
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
              <form.AppField name="deposit">
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
          </Card>
          <Card className="grid gap-3 sm:grid-cols-2">
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
          </Card>
          <Card className="grid gap-3">
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
          </Card>
          <form.AppField name="pack_sizes" mode="array">
            {(packs) => (
              <Card title={m.bo_products_pack_sizes()} className="grid gap-3 [&>h2]:mb-0">
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
              </Card>
            )}
          </form.AppField>
        </fieldset>
        {canEdit ? (
          <div className="sticky bottom-0 z-10 grid gap-2 rounded-xl bg-white/95 p-3 shadow-md backdrop-blur">
            <SaveBar label={m.bo_products_save()} busyLabel={m.bo_saving()} />
          </div>
        ) : (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-900">{m.bo_products_read_only()}</p>
        )}
      </form.Form>
    </form.AppForm>
  )
}
