/**
 * PostgreSQL's own client programs (pg_dump, pg_restore, psql), which the backup commands run
 * (docs/decisions/0043). The embedded package ships none, so they come from the machine:
 * PG_BIN_DIR when set, else PATH, else Debian's /usr/lib/postgresql/<major>/bin (newest first).
 * pg_dump refuses a server newer than itself, so a folder counts only when its programs are at
 * least the server's major version.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { accessSync, constants, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql'

/** A failure the operator can act on: its message says what happened and what to do. */
export class BackupError extends Error {
  override name = 'BackupError'
}

const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The folder holding every one of `tools`, each of at least `serverMajor`'s major version. */
export async function findPostgresTools(tools: PostgresTool[], serverMajor: number, binDir?: string): Promise<string> {
  const folders = binDir ? [binDir] : [...new Set([...foldersOnPath(), ...debianFolders()])]
  const found: string[] = []
  for (const folder of folders) {
    if (!tools.every((tool) => isExecutable(path.join(folder, tool)))) continue
    const majors = await Promise.all(tools.map((tool) => toolMajor(path.join(folder, tool))))
    const oldest = Math.min(...majors)
    if (oldest >= serverMajor) return folder
    found.push(`version ${oldest} in ${folder}`)
  }
  const wanted = `${tools.join(', ')} of PostgreSQL ${serverMajor} or newer`
  const where = binDir ? `PG_BIN_DIR (${binDir})` : `PATH or ${DEBIAN_ROOT}/*/bin`
  throw new BackupError(
    `The database server is PostgreSQL ${serverMajor}: ${wanted} are needed, and ${where} has ` +
      `${found.length > 0 ? found.join('; ') : 'none'}. On Debian: sudo apt-get install postgresql-client-${serverMajor} ` +
      `(or set PG_BIN_DIR to the folder that holds them).`,
  )
}

function foldersOnPath(): string[] {
  return (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
}

function debianFolders(): string[] {
  try {
    return readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((major) => path.join(DEBIAN_ROOT, major, 'bin'))
  } catch {
    return []
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` → 15; 0 when unreadable (never good enough). */
async function toolMajor(file: string): Promise<number> {
  try {
    const { stdout } = await promisify(execFile)(file, ['--version'])
    return Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** The server's major version (15 for 15.18); an unreachable server fails here, before any file is written. */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ major: number }>(`SELECT current_setting('server_version_num')::int / 10000 AS major`)
    return rows[0]!.major
  } catch (error) {
    throw new BackupError(`Could not reach the database at ${describeDatabase(url)}: ${(error as Error).message}`)
  } finally {
    await client.end().catch(() => {})
  }
}

/** host:port/database, never the user's password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}

/**
 * The URL without its password, for the programs' command line (which `ps` shows), and the
 * environment that gives them the password instead.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: '10' }
  if (password) env.PGPASSWORD = password
  return { dbname: parsed.toString(), env }
}

/** Starts a program; `finished` resolves with its exit code and what it wrote on stderr. */
export function start(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; signal?: AbortSignal; stdin?: boolean; stdout?: boolean },
) {
  const child: ChildProcess = spawn(file, args, {
    env: options.env ?? process.env,
    signal: options.signal,
    stdio: [options.stdin ? 'pipe' : 'ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    if (stderr.length < 20_000) stderr += text
  })
  const finished = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, stderr: `${stderr}${error.message}` }))
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }))
  })
  return { child, finished }
}
