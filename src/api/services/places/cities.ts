import { asc, eq } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { City } from '~/api/contract/initial-data'
import type { Executor } from '~/api/db/executor'
import { cities } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { Locale } from '~/paraglide/runtime.js'

export type CityRow = typeof cities.$inferSelect

export async function listCities(db: Executor, locale: Locale): Promise<{ cities: City[]; defaultCityId: number }> {
  const rows = await db.select().from(cities).where(eq(cities.isActive, true)).orderBy(asc(cities.sortOrder), asc(cities.id))
  const defaultCity = rows.find((city) => city.isDefault) ?? rows[0]
  if (!defaultCity) throw new Error('The shop has no city')
  return { cities: rows.map((city) => toCity(city, locale)), defaultCityId: defaultCity.id }
}

export function toCity(city: CityRow, locale: Locale): City {
  return {
    id: city.id,
    slug: city.slug,
    name: locale === 'ar' ? city.nameAr : city.nameFr,
    min_order: city.minOrderCentimes,
  }
}

/** An active city, or a 404 in the request's language. */
export async function requireCity(db: Executor, cityId: number): Promise<CityRow> {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId))
  return activeCity(city)
}

/** The city when it is active, or the same 404 as `requireCity` (a city the caller read already). */
export function activeCity(city: CityRow | undefined): CityRow {
  if (!city || !city.isActive) throw new ApiError(404, (locale) => m.api_city_not_found({}, { locale }))
  return city
}
