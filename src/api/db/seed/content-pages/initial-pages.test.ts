import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { paragraphsOf } from '~/api/contract/content-pages'
import { initialContentPages as contentPages } from './index'
import { type InitialContentPage as ContentPage, type Localized, textsOf } from './initial-page'

const contentPageBySlug = (slug: string) => contentPages.find((page) => page.slug === slug)

const arabicLetter = /\p{Script=Arabic}/u
const latinLetters = /\p{Script=Latin}/gu
const arabicLetters = /\p{Script=Arabic}/gu
const toComplete = { fr: /\[[^\]]*à compléter\]/g, ar: /\[[^\]]*يُستكمل\]/g }

/** Every text of a page, with where it sits, to name the culprit when a check fails. */
function texts(page: ContentPage): { where: string; text: Localized<string> }[] {
  return [
    { where: 'title', text: page.title },
    { where: 'description', text: page.description },
    ...page.sections.flatMap((section, s) => [
      { where: `section ${s + 1} heading`, text: section.heading },
      ...section.paragraphs.fr.map((_, p) => ({
        where: `section ${s + 1} paragraph ${p + 1}`,
        text: { fr: section.paragraphs.fr[p] ?? '', ar: section.paragraphs.ar[p] ?? '' },
      })),
    ]),
  ]
}

describe.each(contentPages.map((page) => [page.slug, page] as const))('content page %s', (_slug, page) => {
  it('has a route file at its slug', () => {
    const route = fileURLToPath(new URL(`../../../../routes/_shop/${page.slug}.tsx`, import.meta.url))
    expect(existsSync(route), route).toBe(true)
  })

  it('has sections, none of them empty, with as many paragraphs in Arabic as in French', () => {
    expect(page.sections.length).toBeGreaterThan(0)
    page.sections.forEach((section, index) => {
      expect(section.paragraphs.fr.length, `section ${index + 1}`).toBeGreaterThan(0)
      expect(section.paragraphs.ar.length, `section ${index + 1}`).toBe(section.paragraphs.fr.length)
    })
  })

  it('has every text in both languages, French in French and Arabic in Arabic', () => {
    for (const { where, text } of texts(page)) {
      expect(text.fr.trim(), `${where} (fr)`).not.toBe('')
      expect(text.ar.trim(), `${where} (ar)`).not.toBe('')
      expect(text.fr, `${where} (fr) holds Arabic`).not.toMatch(arabicLetter)
      expect(text.ar, `${where} (ar) has no Arabic`).toMatch(arabicLetter)
      // Names such as "Ma Source SARL" or "ICE" may stay in Latin letters, not whole French sentences.
      const latin = text.ar.match(latinLetters)?.length ?? 0
      const arabic = text.ar.match(arabicLetters)?.length ?? 0
      expect(latin, `${where} (ar) looks like French left in place`).toBeLessThan(arabic)
      expect(text.ar, `${where} (ar) is the French text`).not.toBe(text.fr)
    }
  })

  it('marks the same number of details to complete in both languages', () => {
    const count = (locale: 'fr' | 'ar') =>
      texts(page).reduce((sum, { text }) => sum + (text[locale].match(toComplete[locale])?.length ?? 0), 0)
    expect(count('ar')).toBe(count('fr'))
  })

  it('keeps its paragraphs when stored as one body per section', () => {
    const stored = textsOf(page)
    page.sections.forEach((section, index) => {
      expect(paragraphsOf(stored.sections[index]!.body.fr)).toEqual(section.paragraphs.fr)
      expect(paragraphsOf(stored.sections[index]!.body.ar)).toEqual(section.paragraphs.ar)
    })
  })

  it('has a one-sentence description for search engines', () => {
    for (const locale of ['fr', 'ar'] as const) {
      expect(page.description[locale].length, locale).toBeLessThanOrEqual(200)
    }
  })
})

describe('content pages', () => {
  it('are the four pages, each at its own slug', () => {
    const slugs = contentPages.map((page) => page.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect([...slugs].sort()).toEqual(['a-propos', 'conditions-generales-de-vente', 'faq', 'mentions-legales'])
  })

  it('are found by slug', () => {
    expect(contentPageBySlug('faq')?.layout).toBe('faq')
    expect(contentPageBySlug('mentions-legales')?.title.fr).toBe('Mentions légales')
    expect(contentPageBySlug('inconnue')).toBeUndefined()
  })

  it('ask the FAQ as questions', () => {
    const faq = contentPageBySlug('faq')
    expect(faq?.sections.length).toBeGreaterThanOrEqual(8)
    for (const section of faq?.sections ?? []) {
      expect(section.heading.fr).toMatch(/\?$/)
      expect(section.heading.ar).toMatch(/؟$/)
    }
  })
})
