/**
 * The content pages (legal notices, terms of sale, about us, FAQ; docs/decisions/0031): stored in
 * PostgreSQL with their history, edited by admins in both languages. A page is plain text: a title,
 * a description for search engines and sections of a heading and a body whose paragraphs are
 * separated by a blank line. No HTML and no Markdown, so nothing typed can become markup or a
 * script: the storefront draws every text as text.
 */
import { z } from '@hono/zod-openapi'
import { localeSchema, successSchema, versionSchema } from './common'

/** The URL of each content page, without its leading slash (and without the `/ar` prefix). */
export const CONTENT_SLUGS = ['a-propos', 'faq', 'conditions-generales-de-vente', 'mentions-legales'] as const
export const contentSlugSchema = z.enum(CONTENT_SLUGS)
export type ContentSlug = z.infer<typeof contentSlugSchema>

/** `faq` shows each section as a question that opens on its answer; `article` one after another. */
export const contentLayoutSchema = z.enum(['article', 'faq'])
export type ContentLayout = z.infer<typeof contentLayoutSchema>

export const CONTENT_LIMITS = { title: 120, description: 300, heading: 300, body: 20_000, sections: 80 } as const

const bothLanguages = (max: number) => z.object({ fr: z.string().max(max), ar: z.string().max(max) })

/** What an admin edits: every text in French and Arabic. */
export const contentTextsSchema = z.object({
  title: bothLanguages(CONTENT_LIMITS.title),
  description: bothLanguages(CONTENT_LIMITS.description),
  sections: z
    .array(z.object({ heading: bothLanguages(CONTENT_LIMITS.heading), body: bothLanguages(CONTENT_LIMITS.body) }))
    .max(CONTENT_LIMITS.sections),
})
export type ContentTexts = z.infer<typeof contentTextsSchema>

/** A body's paragraphs: separated by a blank line; a single line break stays inside its paragraph. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** A page as the storefront shows it, in one language. */
export const publicContentPageSchema = z.object({
  slug: contentSlugSchema,
  layout: contentLayoutSchema,
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
})
export type PublicContentPage = z.infer<typeof publicContentPageSchema>
export const publicContentPageResponseSchema = successSchema(publicContentPageSchema)

const changeSchema = z.object({ version: z.number().int(), by: z.string().nullable(), at: z.string() })

/** A page as an admin edits it: both languages, its version (sent back on save) and its last change. */
export const adminContentPageSchema = contentTextsSchema.extend({
  slug: contentSlugSchema,
  layout: contentLayoutSchema,
  version: z.number().int(),
  updated: changeSchema,
})
export type AdminContentPage = z.infer<typeof adminContentPageSchema>
export const adminContentPageResponseSchema = successSchema(adminContentPageSchema)

export const adminContentListResponseSchema = successSchema(
  z.array(z.object({ slug: contentSlugSchema, title: z.string(), version: z.number().int(), updated: changeSchema })),
)

/** A save: the texts and the version they were edited from (optimistic concurrency). */
export const contentSaveBodySchema = contentTextsSchema.extend({ version: versionSchema })
export type ContentSaveBody = z.infer<typeof contentSaveBodySchema>
export const contentSaveResponseSchema = successSchema(z.object({ version: z.number().int() }))

/** One version of a page's history: who, when, and which of its parts changed (in the request's language). */
export const contentRevisionsResponseSchema = successSchema(z.array(changeSchema.extend({ changed: z.array(z.string()) })))

export const contentQuerySchema = z.object({ lang: localeSchema.optional() })
