/** One section of a content page in the editor: its heading and text in both languages, moved or removed. */
import { CONTENT_LIMITS, type ContentTexts } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import { buttonClass as button } from '~/ui/button-class'
import { Card } from '~/ui/admin/page-parts'
import { withForm } from '~/ui/form/form-hook'
import { BothLanguages } from './both-languages'

const buttonClass = button({ variant: 'secondary', size: 'sm' })

export const SectionFields = withForm({
  // Only its type matters: the editor's values.
  defaultValues: { title: { fr: '', ar: '' }, description: { fr: '', ar: '' }, sections: [] } as ContentTexts,
  props: {
    index: 0,
    count: 0,
    faq: false,
    canEdit: false,
    onMove: (_to: number) => {},
    onRemove: () => {},
  },
  render: function SectionFields({ form, index, count, faq, canEdit, onMove, onRemove }) {
    const number = index + 1
    return (
      <Card testId="bo-content-section">
        <fieldset className="grid min-w-0 gap-3">
          <legend className="float-start mb-1 w-full text-lg font-bold text-slate-900">
            {faq ? m.bo_content_question({ number }) : m.bo_content_section({ number })}
          </legend>
          <BothLanguages>
            {(lang, language) => (
              <form.AppField name={`sections[${index}].heading.${lang}`}>
                {(field) => (
                  <field.TextField
                    label={faq ? m.bo_content_field_question({ language }) : m.bo_content_field_heading({ language })}
                    lang={lang}
                    dir={lang === 'ar' ? 'rtl' : 'ltr'}
                    maxLength={CONTENT_LIMITS.heading}
                  />
                )}
              </form.AppField>
            )}
          </BothLanguages>
          <BothLanguages>
            {(lang, language) => (
              <form.AppField name={`sections[${index}].body.${lang}`}>
                {(field) => (
                  <field.TextAreaField
                    label={faq ? m.bo_content_field_answer({ language }) : m.bo_content_field_body({ language })}
                    hint={m.bo_content_body_hint()}
                    lang={lang}
                    dir={lang === 'ar' ? 'rtl' : 'ltr'}
                    rows={6}
                    maxLength={CONTENT_LIMITS.body}
                  />
                )}
              </form.AppField>
            )}
          </BothLanguages>
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass} disabled={index === 0} onClick={() => onMove(index - 1)}>
                {m.bo_content_move_up({ number })}
              </button>
              <button type="button" className={buttonClass} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
                {m.bo_content_move_down({ number })}
              </button>
              <button type="button" className={`${buttonClass} text-red-700`} onClick={onRemove}>
                {m.bo_content_remove({ number })}
              </button>
            </div>
          ) : null}
        </fieldset>
      </Card>
    )
  },
})
