/**
 * The database's types, apart from the module that opens it (database.ts): that one imports the
 * seeds, and the seeds and services name these types, so they sit below both (no import cycle).
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import type * as schema from './schema'

/** With its pool (`$client`), for the few statements the busiest paths send as fixed, named SQL (docs/decisions/0072). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool | pg.PoolClient }
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction
