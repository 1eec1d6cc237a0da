import { getLocale, type Locale } from '~/paraglide/runtime.js'
import type { PublicContentPage } from '~/api/contract/content-pages'
import { ChevronEndIcon } from '~/ui/icons'
import { typeset } from '~/features/content/typography'

/**
 * A content page (legal notices, terms of sale, about us, FAQ) in one language: its title, then
 * each section under an h2; on the FAQ, each question opens on its answer. Every text is drawn as
 * text (never as HTML), so nothing an admin types can become markup. The back office's preview
 * draws a draft with the same view, in the language and direction it shows (`locale`).
 */
export function ContentPageView({
  page,
  locale = getLocale(),
  preview = false,
}: {
  page: PublicContentPage
  locale?: Locale
  /** Inside the back office's page: a block of it, not the page's main content. */
  preview?: boolean
}) {
  const Root = preview ? 'div' : 'main'
  return (
    <Root id={preview ? undefined : 'main'} data-testid="content-page" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-2xl font-bold text-balance sm:text-3xl">{typeset(page.title, locale)}</h1>
      {page.layout === 'faq' ? (
        <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
          {page.sections.map((section, index) => (
            <details key={index} className="group px-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 [&::-webkit-details-marker]:hidden">
                <h2 className="font-semibold">{typeset(section.heading, locale)}</h2>
                <ChevronEndIcon className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-90 rtl:group-open:-rotate-90" />
              </summary>
              <Paragraphs paragraphs={section.paragraphs} locale={locale} className="pb-5" />
            </details>
          ))}
        </div>
      ) : (
        <div className="space-y-8">
          {page.sections.map((section, index) => (
            <section key={index}>
              <h2 className="mb-3 text-lg font-bold text-brand-900 sm:text-xl">{typeset(section.heading, locale)}</h2>
              <Paragraphs paragraphs={section.paragraphs} locale={locale} />
            </section>
          ))}
        </div>
      )}
    </Root>
  )
}

function Paragraphs({ paragraphs, locale, className = '' }: { paragraphs: readonly string[]; locale: Locale; className?: string }) {
  return (
    <div className={`space-y-3 leading-relaxed whitespace-pre-line text-slate-700 ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{typeset(paragraph, locale)}</p>
      ))}
    </div>
  )
}
