/**
 * The one way a list query pages: the rows of page `page` (counted from 1) of `perPage`, on
 * drizzle's dynamic query builder (its documented way to compose a select in a helper).
 */
import type { PgSelect } from 'drizzle-orm/pg-core'

export function onPage<Query extends PgSelect>(query: Query, page: number, perPage: number) {
  return query.limit(perPage).offset((page - 1) * perPage)
}
