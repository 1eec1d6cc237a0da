/**
 * The editor of a content page: its texts in French and Arabic side by side (one under the other on
 * a phone), sections added, moved and removed, and a save that names the version it was edited
 * from: when another admin saved meanwhile, the refusal says who, when and what, and the current
 * version can be loaded. Staff see the same texts, read-only.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type AdminContentPage, CONTENT_LIMITS, type ContentTexts } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { FieldError, useShopField, useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { saveContentFn } from '~/features/back-office/content/content.functions'
import { ContentPreview } from './content-preview'
import { SectionFields } from './section-fields'
import { BothLanguages } from './both-languages'

const emptySection = () => ({ heading: { fr: '', ar: '' }, body: { fr: '', ar: '' } })

export function ContentForm({ page, canEdit }: { page: AdminContentPage; canEdit: boolean }) {
  const queryClient = useQueryClient()
  const [outdated, setOutdated] = useState(false)
  const reloadCurrent = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'content'] })
  const defaultValues: ContentTexts = { title: page.title, description: page.description, sections: page.sections }
  // A stale save (409): the kit's toast names who saved and when, with "load theirs" and "keep mine".
  const saveVersioned = useVersionedSave({
    save: (values: ContentTexts, version: number) => saveContentFn({ data: { slug: page.slug, page: { ...values, version } } }),
    onSaved: async (answer: { success: true; data: { version: number } }) => {
      toast.success(m.bo_content_saved({ version: answer.data.version }))
      // The page comes back at its new version, and the editor with it.
      await reloadCurrent()
    },
    onLoadTheirs: reloadCurrent,
  })
  const form = useShopForm({
    defaultValues,
    submit: async (values) => {
      const refusal = await saveVersioned(values, page.version)
      setOutdated(refusal?.status === 409)
      return refusal
    },
  })
  const faq = page.layout === 'faq'
  return (
    <div className="grid gap-4">
      <form.AppForm>
        <form.Form className="grid gap-4" aria-label={m.bo_content_editor_label()}>
          <fieldset disabled={!canEdit} className="grid min-w-0 gap-4">
            <Card className="grid gap-3">
              <BothLanguages>
                {(lang, language) => (
                  <form.AppField name={`title.${lang}`}>
                    {(field) => (
                      <field.TextField
                        label={m.bo_content_field_title({ language })}
                        lang={lang}
                        dir={lang === 'ar' ? 'rtl' : 'ltr'}
                        maxLength={CONTENT_LIMITS.title}
                      />
                    )}
                  </form.AppField>
                )}
              </BothLanguages>
              <BothLanguages>
                {(lang, language) => (
                  <form.AppField name={`description.${lang}`}>
                    {(field) => (
                      <field.TextAreaField
                        label={m.bo_content_field_description({ language })}
                        lang={lang}
                        dir={lang === 'ar' ? 'rtl' : 'ltr'}
                        rows={2}
                        maxLength={CONTENT_LIMITS.description}
                      />
                    )}
                  </form.AppField>
                )}
              </BothLanguages>
            </Card>
            <form.AppField name="sections" mode="array">
              {(sections) => (
                <div className="grid gap-4">
                  {sections.state.value.map((_, index) => (
                    <SectionFields
                      key={index}
                      form={form}
                      index={index}
                      count={sections.state.value.length}
                      faq={faq}
                      canEdit={canEdit}
                      onMove={(to) => sections.moveValue(index, to)}
                      onRemove={() => sections.removeValue(index)}
                    />
                  ))}
                  <SectionsError />
                  {canEdit && sections.state.value.length < CONTENT_LIMITS.sections ? (
                    <button
                      type="button"
                      onClick={() => sections.pushValue(emptySection())}
                      className="justify-self-start rounded-lg border border-brand-300 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      {faq ? m.bo_content_add_question() : m.bo_content_add_section()}
                    </button>
                  ) : null}
                </div>
              )}
            </form.AppField>
          </fieldset>
          {canEdit ? (
            // Kept in view while a long page is edited.
            <div className="sticky bottom-0 z-10 grid gap-2 rounded-xl bg-white/95 p-3 shadow-md backdrop-blur">
              <form.FormMessage />
              {/* Also after the toast is gone: the version saved since, in place of these texts. */}
              {outdated ? (
                <button
                  type="button"
                  onClick={saveVersioned.loadTheirs}
                  className="justify-self-start font-semibold text-brand-700 underline"
                >
                  {m.bo_content_load_current()}
                </button>
              ) : null}
              <SaveBar label={m.bo_content_save()} busyLabel={m.bo_content_saving()} message={false} />
            </div>
          ) : (
            <p className="rounded-xl bg-amber-50 p-3 text-amber-900">{m.bo_content_read_only()}</p>
          )}
        </form.Form>
      </form.AppForm>
      {/* Only the preview follows every keystroke; the fields re-render on their own changes. */}
      <form.Subscribe selector={(state) => state.values}>
        {(values) => <ContentPreview slug={page.slug} layout={page.layout} texts={values} />}
      </form.Subscribe>
    </div>
  )
}

/** The refusal of a page left without sections, under the sections. */
function SectionsError() {
  const { id, name, error } = useShopField<unknown>()
  return <FieldError id={id} name={name} error={error} />
}
