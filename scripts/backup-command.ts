/**
 * What `npm run backup` and `npm run restore` share: one file argument, the configured database
 * (opened, and closed whatever happens), Ctrl-C or SIGTERM stopping the PostgreSQL program at
 * work, the operator's message and the exit code (0 done, 1 failed, 2 wrong usage).
 */
import { appConfig, ConfigError } from '../app.config'
import { type BackupTarget, openBackupTarget } from '../src/api/db/backup-target'
import { BackupError } from '../src/api/db/postgres-tools'

type Work = (target: BackupTarget, file: string, options: { binDir?: string; signal: AbortSignal }) => Promise<string>

export async function runBackupCommand(usage: string, forRestore: boolean, work: Work): Promise<never> {
  const args = process.argv.slice(2)
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage)
    process.exit(2)
  }
  // The signal stops pg_dump or pg_restore; the failure then takes the usual way out (temporary
  // file removed, embedded server stopped when this command started it).
  const interrupted = new AbortController()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupted.abort())

  let exitCode = 0
  let target: BackupTarget | undefined
  try {
    const config = appConfig()
    target = await openBackupTarget(config, { forRestore })
    console.log(await work(target, args[0]!, { binDir: config.PG_BIN_DIR, signal: interrupted.signal }))
  } catch (error) {
    exitCode = 1
    if (interrupted.signal.aborted) console.error('Interrupted: stopped before the end.')
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message)
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  } finally {
    await target?.close().catch((error: unknown) => {
      console.error('Could not stop the embedded database cleanly:', error instanceof Error ? error.message : error)
      exitCode ||= 1
    })
  }
  process.exit(exitCode)
}
