/**
 * Prices in a city: the base price times the city's factor (per mille), rounded to the centime.
 * The SQL form and the TypeScript form must agree; a test compares them on the real database.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

export function priceInCity(centimes: number, factorPermille: number): number {
  return Math.round((centimes * factorPermille) / 1000)
}

export function priceInCitySql(column: AnyPgColumn | SQL, factorPermille: number): SQL<number> {
  return sql<number>`round(${column}::numeric * ${factorPermille} / 1000)::int`
}
