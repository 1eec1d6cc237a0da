import type { Database } from '../db/database'

/** What every API handler gets: the database, opened on first use. */
export type ApiEnv = { Variables: { db: () => Promise<Database> } }
