/**
 * The content pages (docs/decisions/0031): the storefront reads one in its language; admins read
 * both languages and save with the version they edited from, so that of two admins editing the
 * same page the second save is refused with what changed meanwhile, never a silent overwrite.
 * Every save keeps its version in the history and writes the audit log, in one transaction.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { StaffMember } from '~/api/auth/staff-roles'
import {
  type AdminContentPage,
  CONTENT_SLUGS,
  type ContentSaveBody,
  type ContentSlug,
  type ContentTexts,
  type PublicContentPage,
  paragraphsOf,
} from '~/api/contract/content-pages'
import type { Database, Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { contentPageRevisions, contentPages, users } from '~/api/db/schema'
import { ApiError, notFound, type SavedSince } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { staleSave, versionedSave } from '~/api/services/shared/versioned-save'
import { changedParts } from './content-changes'

type PageRow = typeof contentPages.$inferSelect
const asSlug = (slug: string) => slug as ContentSlug
const updatedOf = (row: PageRow, by: string | null) => ({ version: row.version, by, at: row.updatedAt.toISOString() })

async function pageWithAuthor(db: Executor, slug: ContentSlug) {
  const [found] = await db
    .select({ page: contentPages, by: fullNameSql(users) })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .where(eq(contentPages.slug, slug))
  if (!found) throw notFound()
  return { page: found.page, by: found.page.updatedBy ? found.by : null }
}

/** A page as the storefront shows it: one language, each body cut into its paragraphs. */
export async function publicContentPage(db: Executor, slug: ContentSlug, locale: Locale): Promise<PublicContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug))
  if (!row) throw notFound()
  return {
    slug: asSlug(row.slug),
    layout: row.layout,
    title: row.texts.title[locale],
    description: row.texts.description[locale],
    sections: row.texts.sections.map((section) => ({ heading: section.heading[locale], paragraphs: paragraphsOf(section.body[locale]) })),
  }
}

export async function listContentPages(db: Executor, locale: Locale) {
  const rows = await db
    .select({ page: contentPages, by: fullNameSql(users) })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
  const order = (slug: string) => CONTENT_SLUGS.indexOf(asSlug(slug))
  return rows
    .sort((a, b) => order(a.page.slug) - order(b.page.slug))
    .map(({ page, by }) => ({
      slug: asSlug(page.slug),
      title: page.texts.title[locale],
      version: page.version,
      updated: updatedOf(page, page.updatedBy ? by : null),
    }))
}

export async function adminContentPage(db: Executor, slug: ContentSlug): Promise<AdminContentPage> {
  const { page, by } = await pageWithAuthor(db, slug)
  return { slug, layout: page.layout, ...page.texts, version: page.version, updated: updatedOf(page, by) }
}

const hasArabic = /\p{Script=Arabic}/u

/** The texts as stored: trimmed, line breaks as `\n`; and the fields to fix, by their form name. */
function checkTexts(body: ContentSaveBody): { texts: ContentTexts; errors: Record<string, ((locale: Locale) => string)[]> } {
  const errors: Record<string, ((locale: Locale) => string)[]> = {}
  const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim()
  const check = (field: string, both: { fr: string; ar: string }) => {
    const value = { fr: clean(both.fr), ar: clean(both.ar) }
    if (!value.fr) errors[`${field}.fr`] = [(locale) => m.api_content_required({}, { locale })]
    if (!value.ar) errors[`${field}.ar`] = [(locale) => m.api_content_required({}, { locale })]
    // `/ar` never shows French: an Arabic text has Arabic letters (names in Latin letters may stay).
    else if (!hasArabic.test(value.ar)) errors[`${field}.ar`] = [(locale) => m.api_content_arabic_required({}, { locale })]
    return value
  }
  const texts: ContentTexts = {
    title: check('title', body.title),
    description: check('description', body.description),
    sections: body.sections.map((section, index) => ({
      heading: check(`sections.${index}.heading`, section.heading),
      body: check(`sections.${index}.body`, section.body),
    })),
  }
  if (!texts.sections.length) errors.sections = [(locale) => m.api_content_no_section({}, { locale })]
  return { texts, errors }
}

export async function saveContentPage(db: Database, slug: ContentSlug, body: ContentSaveBody, actor: StaffMember, now = new Date()) {
  const { texts, errors } = checkTexts(body)
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((text) => text(locale))])),
    )
  }
  return db.transaction(async (tx) => {
    const { version } = await versionedSave(tx, {
      entity: 'content_page',
      entityId: slug,
      lock: async () => (await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update'))[0],
      seen: body.version,
      refuse: ({ since }, page) => conflict(tx, page, since, body.version),
      actorId: actor.id,
      now,
      announce: { topic: 'content', key: slug },
      write: async (page, version) => {
        await tx.update(contentPages).set({ texts, version, updatedBy: actor.id, updatedAt: now }).where(eq(contentPages.slug, slug))
        await tx.insert(contentPageRevisions).values({ slug, version, texts, actorId: actor.id, createdAt: now })
        // The texts themselves are in the page's history (content_page_revisions); the log says which parts changed.
        return { action: 'content.update', before: {}, after: { changed: changedParts(page.texts, texts, 'fr') } }
      },
    })
    return { version }
  })
}

/** The refusal of a save made from an older version: who saved since, when, and what they changed since the version edited. */
async function conflict(tx: Executor, page: PageRow, since: SavedSince, editedVersion: number) {
  const [edited] = await tx
    .select({ texts: contentPageRevisions.texts })
    .from(contentPageRevisions)
    .where(and(eq(contentPageRevisions.slug, page.slug), eq(contentPageRevisions.version, editedVersion)))
  return staleSave(since, ({ by, at }, locale) => {
    const changed = edited ? changedParts(edited.texts, page.texts, locale) : []
    return m.api_content_conflict(
      { by, at, changed: changed.length ? changed.join(', ') : m.api_content_changed_unknown({}, { locale }) },
      { locale },
    )
  })
}

/** The page's history, newest first: each version, who saved it, when, and what it changed. */
export async function contentRevisions(db: Executor, slug: ContentSlug, locale: Locale) {
  const rows = await db
    .select({ revision: contentPageRevisions, by: fullNameSql(users) })
    .from(contentPageRevisions)
    .leftJoin(users, eq(users.id, contentPageRevisions.actorId))
    .where(eq(contentPageRevisions.slug, slug))
    .orderBy(asc(contentPageRevisions.version))
  if (!rows.length) throw notFound()
  return rows
    .map(({ revision, by }, index) => ({
      version: revision.version,
      by: revision.actorId ? by : null,
      at: revision.createdAt.toISOString(),
      changed: index === 0 ? [] : changedParts(rows[index - 1]!.revision.texts, revision.texts, locale),
    }))
    .sort((a, b) => b.version - a.version)
}
