import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A person's name as the back office shows and searches it: first and last name, trimmed. The
 * trigram index `users_name_trgm_idx` (schema.ts) is on this very expression: a search written
 * otherwise would not use it.
 */
export const fullNameSql = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`
