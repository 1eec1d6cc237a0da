import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { storeLocaleChoice } from '~/i18n/locale-cookie'
import { m } from '~/paraglide/messages.js'
import { localizeHref } from '~/i18n/locale-path'
import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { GlobeIcon } from '~/ui/icons'

const languageNames: Record<Locale, () => string> = { fr: m.language_name_fr, ar: m.language_name_ar }

/**
 * Links to the same page, with the same query, in the other language, and stores the choice
 * in the locale cookie. A full page load, so `lang`, `dir` and every text change together.
 */
export function LanguageSwitcher() {
  const current = getLocale()
  const other: Locale = current === 'ar' ? 'fr' : 'ar'
  const location = useLocation()
  const { data: config } = useQuery(publicConfigQuery)
  const href = localizeHref(location.publicHref, other)
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      data-testid="language-switcher"
      title={m.language_switch_to({ language: languageNames[other]() })}
      onClick={() => storeLocaleChoice(other, config ?? { cookieSecure: false, cookieCrossOrigin: false })}
      className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <GlobeIcon className="size-4" />
      {/* On a French page this one Arabic word would download Cairo's Arabic letters (31 KB, ahead
          of the page's images): the system's Arabic font shows it instead. */}
      <span className={other === 'ar' ? 'font-[system-ui]' : undefined}>{languageNames[other]()}</span>
    </a>
  )
}
