/**
 * What differs between two versions of a content page's texts, named for a person: "title
 * (Arabic)", "section 3: text (French)", "section 5 added". Shown when a save is refused because
 * someone saved in between (what changed meanwhile) and in the page's history.
 */
import type { ContentTexts } from '~/api/contract/content-pages'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

const LANGUAGES = ['fr', 'ar'] as const

export function changedParts(before: ContentTexts, after: ContentTexts, locale: Locale): string[] {
  const language = (lang: (typeof LANGUAGES)[number]) =>
    lang === 'fr' ? m.api_content_language_fr({}, { locale }) : m.api_content_language_ar({}, { locale })
  const parts: string[] = []
  for (const lang of LANGUAGES) {
    if (before.title[lang] !== after.title[lang]) parts.push(m.api_content_part_title({ language: language(lang) }, { locale }))
  }
  for (const lang of LANGUAGES) {
    if (before.description[lang] !== after.description[lang]) {
      parts.push(m.api_content_part_description({ language: language(lang) }, { locale }))
    }
  }
  const sections = Math.max(before.sections.length, after.sections.length)
  for (let index = 0; index < sections; index++) {
    const [old, now] = [before.sections[index], after.sections[index]]
    const number = index + 1
    if (!old) parts.push(m.api_content_part_added({ number }, { locale }))
    else if (!now) parts.push(m.api_content_part_removed({ number }, { locale }))
    else {
      for (const lang of LANGUAGES) {
        if (old.heading[lang] !== now.heading[lang]) {
          parts.push(m.api_content_part_heading({ number, language: language(lang) }, { locale }))
        }
        if (old.body[lang] !== now.body[lang]) parts.push(m.api_content_part_body({ number, language: language(lang) }, { locale }))
      }
    }
  }
  return parts
}
