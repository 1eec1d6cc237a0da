/**
 * The draft as the site will show it, in French or Arabic (with its direction), drawn by the
 * storefront's own view of a content page: what the admin sees is what shoppers will see.
 */
import { useState } from 'react'
import { type ContentSlug, type ContentTexts, paragraphsOf } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { ContentPageView } from '~/features/content/content-page-view'

type Props = { slug: ContentSlug; layout: 'article' | 'faq'; texts: ContentTexts }

export function ContentPreview({ slug, layout, texts }: Props) {
  const [lang, setLang] = useState<Locale>('fr')
  const page = {
    slug,
    layout,
    title: texts.title[lang],
    description: texts.description[lang],
    sections: texts.sections.map((section) => ({ heading: section.heading[lang], paragraphs: paragraphsOf(section.body[lang]) })),
  }
  return (
    <section className="rounded-xl bg-slate-100 p-4" aria-labelledby="bo-content-preview">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="bo-content-preview" className="text-lg font-bold text-slate-900">
          {m.bo_content_preview()}
        </h2>
        <div role="group" aria-label={m.bo_content_preview_language()} className="flex gap-1">
          {(['fr', 'ar'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={lang === each}
              onClick={() => setLang(each)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
            >
              {each === 'fr' ? m.bo_content_preview_fr() : m.bo_content_preview_ar()}
            </button>
          ))}
        </div>
      </div>
      <div
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        className="mt-3 rounded-lg bg-slate-50 ring-1 ring-slate-200"
        data-testid="bo-content-preview"
      >
        <ContentPageView page={page} locale={lang} preview />
      </div>
    </section>
  )
}
