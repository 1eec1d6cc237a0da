/**
 * What the back office's brand and category editors share (issue 17 §4): field messages and
 * names in the admin's language, and their slugs: unique across brands and categories (the
 * catalogue path reads both lists), the former ones kept in `slug_redirects` so their old
 * addresses answer 301 to the current ones.
 */
import { and, inArray, ne, or } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { brands, categories, slugRedirects } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { type FieldMessages, isUniqueViolation } from '~/api/services/shared/admin-edits'
import { fieldRefusal } from '~/api/http/errors'

export type Actor = { actorId: number; now: Date }

const slugMessage = (locale: Locale) => m.api_bo_meta_slug_invalid({}, { locale })
const nameMessage = (locale: Locale) => m.api_bo_meta_name_required({}, { locale })
const arabicMessage = (locale: Locale) => m.api_bo_meta_name_ar_invalid({}, { locale })
const imageMessage = (locale: Locale) => m.api_bo_meta_image_invalid({}, { locale })
const orderMessage = (locale: Locale) => m.api_bo_meta_order_invalid({}, { locale })

export const brandMessages: FieldMessages = {
  slug: slugMessage,
  name_fr: nameMessage,
  name_ar: arabicMessage,
  image_path: imageMessage,
  sort_order: orderMessage,
}
export const categoryMessages: FieldMessages = { ...brandMessages, slug_fr: slugMessage, slug_ar: slugMessage }

/** Field names for the 409's "what changed". */
export const labels: FieldMessages = {
  slug: (locale) => m.api_bo_meta_label_slug({}, { locale }),
  slug_fr: (locale) => m.api_bo_meta_label_slug_fr({}, { locale }),
  slug_ar: (locale) => m.api_bo_meta_label_slug_ar({}, { locale }),
  name_fr: (locale) => m.api_bo_meta_label_name_fr({}, { locale }),
  name_ar: (locale) => m.api_bo_meta_label_name_ar({}, { locale }),
  image_path: (locale) => m.api_bo_meta_label_image({}, { locale }),
  sort_order: (locale) => m.api_bo_meta_label_order({}, { locale }),
}

export const lastChange = (row: { updatedAt: Date; updatedBy: number | null }, by: string | null) => ({
  by: row.updatedBy ? by : null,
  at: row.updatedAt.toISOString(),
})

/** No image is null, whether the body left it out or sent it empty (so it compares equal to the stored row). */
export const withImage = <T extends { image_path?: string | null }>(fields: T) => ({ ...fields, image_path: fields.image_path ?? null })

// ─── Slugs ───────────────────────────────────────────────────────────────────

/**
 * Refuses slugs another brand or category uses: the catalogue path `/catalogue/{category}/{brand}`
 * reads its segments against both lists, so a slug names one thing only.
 */
export async function checkSlugsFree(
  tx: Executor,
  wanted: Record<string, string>,
  self: { kind: 'brand' | 'category'; id: number | null },
) {
  const slugs = [...new Set(Object.values(wanted))]
  const brandRows = await tx
    .select({ id: brands.id, slug: brands.slug, name: brands.name })
    .from(brands)
    .where(and(inArray(brands.slug, slugs), self.kind === 'brand' && self.id ? ne(brands.id, self.id) : undefined))
  const categoryRows = await tx
    .select({ id: categories.id, slug: categories.slug, slugAr: categories.slugAr, name: categories.nameFr })
    .from(categories)
    .where(
      and(
        or(inArray(categories.slug, slugs), inArray(categories.slugAr, slugs)),
        self.kind === 'category' && self.id ? ne(categories.id, self.id) : undefined,
      ),
    )
  const errors: Record<string, ((locale: Locale) => string)[]> = {}
  for (const [field, slug] of Object.entries(wanted)) {
    const brand = brandRows.find((row) => row.slug === slug)
    const category = categoryRows.find((row) => row.slug === slug || row.slugAr === slug)
    if (brand) errors[field] = [(locale) => m.api_bo_meta_slug_taken_brand({ name: brand.name }, { locale })]
    else if (category) errors[field] = [(locale) => m.api_bo_meta_slug_taken_category({ name: category.name }, { locale })]
  }
  if (Object.keys(errors).length) throw fieldRefusal(errors)
}

/**
 * Keeps `oldSlug` answering 301 towards the brand or category `targetId`, and frees the slugs it
 * now uses from any redirect (a slug in use is never redirected elsewhere).
 */
export async function moveSlugs(
  tx: Executor,
  kind: 'brand' | 'category',
  targetId: number,
  moves: { locale: Locale; from: string | null; to: string }[],
) {
  for (const move of moves) {
    if (!move.from || move.from === move.to) continue
    await tx
      .insert(slugRedirects)
      .values({ kind, oldSlug: move.from, locale: move.locale, targetId })
      .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId, locale: move.locale } })
  }
  const current = moves.map((move) => move.to)
  // Either kind: a brand's new slug was perhaps a category's old one.
  await tx.delete(slugRedirects).where(inArray(slugRedirects.oldSlug, current))
}

/** Two admins creating the same slug at once: the database's unique key answers, under the field. */
export async function uniquely<T>(fields: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw fieldRefusal(Object.fromEntries(fields.map((field) => [field, [(locale: Locale) => m.api_bo_meta_slug_taken({}, { locale })]])))
  }
}
