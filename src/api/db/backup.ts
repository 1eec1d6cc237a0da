/**
 * A backup of the shop's database with PostgreSQL's own pg_dump, in its custom format (compressed,
 * read by pg_restore: src/api/db/restore.ts; docs/decisions/0043). The file appears under its
 * name only once complete: pg_dump writes a temporary file beside it, renamed when it succeeded,
 * so a failed or interrupted backup never leaves a truncated file that looks like a backup.
 */
import { open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { BackupError, connectionFor, findPostgresTools, serverMajorVersion, start } from './postgres-tools'

export type BackupResult = { file: string; bytes: number; toolsDir: string }

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
