/**
 * A PostgreSQL server and nginx from Debian's packages (`postgresql`, `nginx`), each started by a
 * test in a folder of its own on loopback, as production runs them (docs/deploy.md). `npm test`
 * and CI install the packages when they are missing (scripts/test.mjs), as they do for Chromium.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

const asRoot = process.getuid?.() === 0
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Debian's newest PostgreSQL server binaries (`/usr/lib/postgresql/<major>/bin`). */
export function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).filter((major) => existsSync(`${root}/${major}/bin/initdb`)) : []
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) throw new Error("Debian's PostgreSQL server is missing: apt-get install -y postgresql (npm test installs it)")
  return `${root}/${newest}/bin`
}

export const DEBIAN_NGINX = '/usr/sbin/nginx'

/** Runs a PostgreSQL tool as the `postgres` user when we are root (the server refuses root). */
function asPostgres(command: string, args: string[]) {
  return asRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const)
}

export type PostgresServer = {
  /** A connection string for `user` (default: the superuser) to `database`. */
  url: (database: string, user?: { name: string; password: string }) => string
  stop: () => Promise<void>
}

const SUPERUSER_PASSWORD = 'layout-test-superuser'

/** A new cluster in `dataDir` (which must not exist), listening on 127.0.0.1:`port` only. */
export async function startDebianPostgres(dataDir: string, port: number): Promise<PostgresServer> {
  const bin = debianPostgresBin()
  await mkdir(path.dirname(dataDir), { recursive: true })
  await mkdir(dataDir)
  const passwordFile = `${dataDir}.password`
  await writeFile(passwordFile, SUPERUSER_PASSWORD)
  if (asRoot) {
    execFileSync('chown', ['postgres:postgres', dataDir, passwordFile])
    await chmod(path.dirname(dataDir), 0o755)
  }
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asPostgres(`${bin}/${tool}`, args)
    execFileSync(command, commandArgs, { stdio: 'pipe' })
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--no-sync'])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off`
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', `${dataDir}/server.log`, '-w', 'start'])
  const url = (database: string, user = { name: 'postgres', password: SUPERUSER_PASSWORD }) =>
    `postgres://${user.name}:${user.password}@127.0.0.1:${port}/${database}`
  return {
    url,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
    },
  }
}

/** A role that owns a new database of that name, as docs/deploy.md sets up the shop's. */
export async function createOwnedDatabase(server: PostgresServer, name: string, password: string) {
  const admin = new pg.Client({ connectionString: server.url('postgres') })
  await admin.connect()
  try {
    await admin.query(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`)
    await admin.query(`CREATE DATABASE ${name} OWNER ${name}`)
  } finally {
    await admin.end()
  }
  return server.url(name, { name, password })
}

export type Nginx = {
  process: ChildProcess
  /** Each request nginx answered: when (ms), the instances it tried, the status. */
  requests: () => Promise<{ at: number; upstreams: string[]; status: number }[]>
  stop: () => Promise<void>
}

/**
 * nginx in the foreground with `conf` as its `http` block's content, its logs, pid and temporary
 * files in `dir`. Waits until `probeUrl` answers.
 */
export async function startNginx(dir: string, httpBlock: string, probeUrl: string): Promise<Nginx> {
  await mkdir(dir, { recursive: true })
  // As root, nginx's workers run as an unprivileged user: they must write their temporary files.
  await chmod(dir, 0o777)
  const conf = `
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  # When, which instance (several when nginx moved on to the next), and the answer's status.
  log_format upstreams '$msec $upstream_addr $status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${httpBlock}
}
`
  await writeFile(`${dir}/nginx.conf`, conf)
  const nginx = spawn(DEBIAN_NGINX, ['-p', dir, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  nginx.stderr!.on('data', (chunk) => (errors += String(chunk)))
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx stopped at start: ${errors}${await readFile(`${dir}/error.log`, 'utf8').catch(() => '')}`)
    if (
      await fetch(probeUrl).then(
        () => true,
        () => false,
      )
    )
      break
    await sleep(100)
  }
  return {
    process: nginx,
    requests: async () =>
      (await readFile(`${dir}/access.log`, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [at, ...rest] = line.split(' ')
          const status = Number(rest.pop())
          return {
            at: Number(at) * 1000,
            upstreams: rest
              .join(' ')
              .split(/[ ,:]+/)
              .filter((part) => /^\d{4,5}$/.test(part)),
            status,
          }
        }),
    stop: async () => {
      if (nginx.exitCode !== null) return
      nginx.kill('SIGQUIT')
      await new Promise((resolve) => nginx.once('exit', resolve))
    },
  }
}
