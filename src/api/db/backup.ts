/**
 * A backup of the shop's database with PostgreSQL's own pg_dump, in its custom format (compressed,
 * read by pg_restore: src/api/db/restore.ts; docs/decisions/0043). The file appears under its
 * name only once complete: pg_dump writes a temporary file beside it, renamed when it succeeded,
 * so a failed or interrupted backup never leaves a truncated file that looks like a backup.
 * A dump holds customers' personal data, password hashes and the shop's secrets: the file is its
 * owner's alone (mode 0600) from the moment it exists, whatever the caller's umask (docs/decisions/0064).
 */
import { chmod, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { BackupError, connectionFor, findPostgresTools, serverMajorVersion, start } from './postgres-tools'

export type BackupResult = { file: string; bytes: number; toolsDir: string }

/** Read and written by the backup's owner only. */
export const BACKUP_FILE_MODE = 0o600

export async function backupDatabase(
  url: string,
  file: string,
  options: { binDir?: string; signal?: AbortSignal } = {},
): Promise<BackupResult> {
  const target = path.resolve(file)
  const folder = await stat(path.dirname(target)).catch(() => undefined)
  if (!folder?.isDirectory()) throw new BackupError(`The folder ${path.dirname(target)} does not exist: nothing was written.`)
  const toolsDir = await findPostgresTools(['pg_dump'], await serverMajorVersion(url), options.binDir)

  // Beside the target, so the rename stays on one file system; the process id keeps two backups apart.
  const partial = `${target}.${process.pid}.partial`
  const { dbname, env } = connectionFor(url)
  try {
    // Made empty and private first: pg_dump truncates it and keeps its mode, so no moment leaves it readable.
    await (await open(partial, 'wx', BACKUP_FILE_MODE)).close()
    await chmod(partial, BACKUP_FILE_MODE) // the mode open() gives is masked by the umask
    const { finished } = start(path.join(toolsDir, 'pg_dump'), ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], {
      env,
      signal: options.signal,
    })
    const { code, stderr } = await finished
    if (code !== 0)
      throw new BackupError(`pg_dump failed (exit code ${code ?? 'none'}): ${stderr || 'no message'}. Nothing was written to ${target}.`)
    await flushToDisk(partial)
    await rename(partial, target)
  } finally {
    await rm(partial, { force: true })
  }
  return { file: target, bytes: (await stat(target)).size, toolsDir }
}

/** A backup must survive a power cut right after the command said it was done. */
async function flushToDisk(file: string) {
  const handle = await open(file, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
