import type { ContentSlug, ContentTexts } from '~/api/contract/content-pages'
import type { Locale } from '~/paraglide/runtime.js'

/** The same text in each language of the shop. */
export type Localized<T> = { readonly [L in Locale]: T }

/** One part of a page; on the FAQ, `heading` is the question and `paragraphs` the answer. */
export interface InitialSection {
  readonly heading: Localized<string>
  readonly paragraphs: Localized<readonly string[]>
}

/** A page's first texts, written as plain text, one string per paragraph. */
export interface InitialContentPage {
  readonly slug: ContentSlug
  readonly layout: 'article' | 'faq'
  readonly title: Localized<string>
  readonly description: Localized<string>
  readonly sections: readonly InitialSection[]
}

/** The texts as the database keeps them: each section's paragraphs in one body, a blank line between. */
export function textsOf(page: InitialContentPage): ContentTexts {
  return {
    title: { ...page.title },
    description: { ...page.description },
    sections: page.sections.map((section) => ({
      heading: { ...section.heading },
      body: { fr: section.paragraphs.fr.join('\n\n'), ar: section.paragraphs.ar.join('\n\n') },
    })),
  }
}
