import { useLocation } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { languageChoiceHref } from '~/i18n/locale-path'
import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { GlobeIcon } from '~/ui/icons'

const languageNames: Record<Locale, () => string> = { fr: m.language_name_fr, ar: m.language_name_ar }

/**
 * Links to the same page, with the same query, in the other language, through the server, which
 * stores the choice in the locale cookie (src/server/language-choice.ts): so the choice is kept
 * when the link is pressed before the page hydrates or with scripts off. A full page load, so
 * `lang`, `dir` and every text change together.
 */
export function LanguageSwitcher() {
  const current = getLocale()
  const other: Locale = current === 'ar' ? 'fr' : 'ar'
  const location = useLocation()
  return (
    <a
      href={languageChoiceHref(location.publicHref, other)}
      hrefLang={other}
      lang={other}
      data-testid="language-switcher"
      title={m.language_switch_to({ language: languageNames[other]() })}
      className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <GlobeIcon className="size-4" />
      {/* On a French page this one Arabic word would download Cairo's Arabic letters (31 KB, ahead
          of the page's images): the system's Arabic font shows it instead. */}
      <span className={other === 'ar' ? 'font-[system-ui]' : undefined}>{languageNames[other]()}</span>
    </a>
  )
}
