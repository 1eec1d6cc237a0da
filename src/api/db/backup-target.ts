/**
 * The database the backup commands work on, chosen as the shop chooses it: DATABASE_URL, else the
 * embedded server of EMBEDDED_DB_DIR. When the shop runs, that server is its own and is used as
 * it is; when it does not, it is started for the command and stopped after (embedded-postgres.ts).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '#app-config'
import { EMBEDDED_DATABASE } from './database'
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres'
import { BackupError, describeDatabase } from './postgres-tools'

export type BackupTarget = { url: string; description: string; close: () => Promise<void> }

/**
 * `forRestore`: a machine with no embedded database yet (a new one after a loss) gets one to
 * restore into; a backup of a database that was never made is refused instead.
 */
export async function openBackupTarget(
  config: Pick<AppConfig, 'DATABASE_URL' | 'EMBEDDED_DB_DIR' | 'EMBEDDED_DB_PORT'>,
  { forRestore }: { forRestore: boolean },
): Promise<BackupTarget> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, description: `the database at ${describeDatabase(config.DATABASE_URL)}`, close: async () => {} }
  }
  const dataDir = path.resolve(config.EMBEDDED_DB_DIR)
  if (!forRestore && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (EMBEDDED_DB_DIR) to back up, and DATABASE_URL is not set.`)
  }
  const server = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_DB_PORT })
  try {
    if (forRestore) await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE)
  } catch (error) {
    await server.stop()
    throw error
  }
  return {
    url: server.url(EMBEDDED_DATABASE),
    description: `the embedded database in ${dataDir} (port ${config.EMBEDDED_DB_PORT})`,
    close: server.stop,
  }
}
