/**
 * A brand's or category's editor (the form kit): names in both languages, slugs, order and an
 * image (uploaded at once, saved with the rest, or removed). The save carries the version the
 * admin opened; when someone saved since, the API refuses (409) saying who, when and what, and
 * the kit's `useVersionedSave` offers to load theirs (the list read again, the editor restarted
 * from it) or keep this one.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { AdminBrand, AdminCategory } from '~/api/contract/admin-brands-categories'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'
import { saveBrandFn, saveCategoryFn } from '~/features/back-office/catalogue-meta/catalogue-meta.functions'
import type { MetaKind } from '~/features/back-office/catalogue-meta/catalogue-meta.queries'
import { type FieldImage, ImageUploadField } from '~/features/back-office/images/image-upload-field'

type Values = { slug: string; slug_ar: string; name_fr: string; name_ar: string; image: FieldImage; sort_order: number | null }

const valuesOf = (item: AdminBrand | AdminCategory | null, nextOrder: number): Values => ({
  slug: item ? ('slug' in item ? item.slug : item.slug_fr) : '',
  slug_ar: item && 'slug_ar' in item ? item.slug_ar : '',
  name_fr: item?.name_fr ?? '',
  name_ar: item?.name_ar ?? '',
  image: item?.image_path ? { url: item.image_path } : null,
  sort_order: item?.sort_order ?? nextOrder,
})

export function MetaForm({
  kind,
  item,
  nextOrder,
  onDone,
}: {
  kind: MetaKind
  item: AdminBrand | AdminCategory | null
  nextOrder: number
  onDone: () => void
}) {
  const saveBrand = useServerFn(saveBrandFn)
  const saveCategory = useServerFn(saveCategoryFn)
  const queryClient = useQueryClient()
  const saveVersioned = useVersionedSave({
    save: async ({ slug, slug_ar, image, ...values }: Values, version: number | undefined) => {
      const common = { ...values, image_path: image?.url ?? '', id: item?.id, version }
      const answer =
        kind === 'brand'
          ? await saveBrand({ data: { ...common, slug } })
          : await saveCategory({ data: { ...common, slug_fr: slug, slug_ar } })
      if (answer.success) return answer
      // A category's French slug is `slug_fr` in the API, `slug` here; the image is `image_path` there.
      const { slug_fr, image_path, ...errors } = answer.errors
      return { ...answer, errors: { ...errors, ...(slug_fr && { slug: slug_fr }), ...(image_path && { image: image_path }) } }
    },
    onSaved: async (answer) => {
      toast.success(m.bo_meta_saved({ name: answer.data.name_fr }))
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
      onDone()
    },
    onLoadTheirs: () => queryClient.invalidateQueries({ queryKey: ['back-office', kind === 'brand' ? 'brands' : 'categories'] }),
  })
  const form = useShopForm({
    defaultValues: valuesOf(item, nextOrder),
    idPrefix: `bo-${kind}`,
    submit: (values) => saveVersioned(values, item?.version),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-2" data-testid={`bo-${kind}-form`}>
        <form.AppField name="name_fr">{(field) => <field.TextField label={m.bo_meta_name_fr()} lang="fr" dir="ltr" />}</form.AppField>
        <form.AppField name="name_ar">{(field) => <field.TextField label={m.bo_meta_name_ar()} lang="ar" dir="rtl" />}</form.AppField>
        <form.AppField name="slug">
          {(field) => (
            <field.TextField label={kind === 'brand' ? m.bo_meta_slug() : m.bo_meta_slug_fr()} hint={m.bo_meta_slug_hint()} dir="ltr" />
          )}
        </form.AppField>
        {kind === 'category' ? (
          <form.AppField name="slug_ar">
            {(field) => <field.TextField label={m.bo_meta_slug_ar()} hint={m.bo_meta_slug_hint()} dir="ltr" />}
          </form.AppField>
        ) : null}
        <form.AppField name="sort_order">
          {(field) => <field.NumberField label={m.bo_meta_order()} hint={m.bo_meta_order_hint()} min={0} step={1} />}
        </form.AppField>
        <form.AppField name="image">
          {() => (
            <ImageUploadField
              kind={kind}
              canEdit
              removable
              texts={{ label: m.bo_meta_image(), hint: m.bo_meta_image_hint(), alt: m.bo_meta_image_alt(), sent: m.bo_meta_image_sent() }}
              testId={`bo-${kind}-image`}
            />
          )}
        </form.AppField>
        <SaveBar label={m.bo_meta_save()} busyLabel={m.bo_saving()} cancelLabel={m.bo_meta_cancel()} onCancel={onDone} />
      </form.Form>
    </form.AppForm>
  )
}
