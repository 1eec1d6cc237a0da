import { sql } from 'drizzle-orm'
import { brands } from '~/api/db/schema'
import type { Locale } from '~/paraglide/runtime.js'

/** A brand's name in a language: in Arabic its Arabic name, when an admin has given it one. */
export const brandNameSql = (locale: Locale) =>
  locale === 'ar' ? sql<string>`coalesce(${brands.nameAr}, ${brands.name})` : sql<string>`${brands.name}`
