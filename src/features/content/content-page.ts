import type { Locale } from '~/paraglide/runtime.js'

/** The same text in each language of the shop. */
export type Localized<T> = { readonly [L in Locale]: T }

/** One part of a content page; on the FAQ, `heading` is the question and `paragraphs` the answer. */
export interface ContentSection {
  readonly heading: Localized<string>
  readonly paragraphs: Localized<readonly string[]>
}

/** The URL of each content page, without its leading slash (and without the `/ar` prefix). */
export type ContentSlug = 'mentions-legales' | 'conditions-generales-de-vente' | 'a-propos' | 'faq'

/** A page of plain text (legal notices, terms of sale, about us, FAQ), in French and Arabic. */
export interface ContentPage {
  readonly slug: ContentSlug
  /** `faq` shows each section as a question that opens on its answer; `article` shows them one after another. */
  readonly layout: 'article' | 'faq'
  /** The h1, the `<title>` and the footer link. */
  readonly title: Localized<string>
  /** One sentence for search engines (`<meta name="description">`). */
  readonly description: Localized<string>
  readonly sections: readonly ContentSection[]
}
