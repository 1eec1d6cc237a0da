import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { ChevronEndIcon } from '~/ui/icons'
import type { ContentPage } from '~/features/content/content-page'
import { typeset } from '~/features/content/typography'

/**
 * A content page (legal notices, terms of sale, about us, FAQ) in the current language: its title,
 * then each section under an h2; on the FAQ, each question opens on its answer.
 * The texts live in src/features/content/pages/.
 */
export function ContentPageView({ page }: { page: ContentPage }) {
  const locale = getLocale()
  return (
    <main id="main" data-testid="content-page" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-2xl font-bold text-balance sm:text-3xl">{typeset(page.title[locale], locale)}</h1>
      {page.layout === 'faq' ? (
        <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
          {page.sections.map((section, index) => (
            <details key={index} className="group px-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 [&::-webkit-details-marker]:hidden">
                <h2 className="font-semibold">{typeset(section.heading[locale], locale)}</h2>
                <ChevronEndIcon className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-90 rtl:group-open:-rotate-90" />
              </summary>
              <Paragraphs paragraphs={section.paragraphs[locale]} locale={locale} className="pb-5" />
            </details>
          ))}
        </div>
      ) : (
        <div className="space-y-8">
          {page.sections.map((section, index) => (
            <section key={index}>
              <h2 className="mb-3 text-lg font-bold text-brand-900 sm:text-xl">{typeset(section.heading[locale], locale)}</h2>
              <Paragraphs paragraphs={section.paragraphs[locale]} locale={locale} />
            </section>
          ))}
        </div>
      )}
    </main>
  )
}

function Paragraphs({ paragraphs, locale, className = '' }: { paragraphs: readonly string[]; locale: Locale; className?: string }) {
  return (
    <div className={`space-y-3 leading-relaxed text-slate-700 ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{typeset(paragraph, locale)}</p>
      ))}
    </div>
  )
}
