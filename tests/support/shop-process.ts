/**
 * The built shop (`.output/`, through scripts/serve.ts) as a child process on its own port and its
 * own embedded PostgreSQL folder, for the reliability tests. Needs the build (`npm test` builds first).
 */
import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Its embedded PostgreSQL's port and folder; or, with `DATABASE_URL` in `env`, none. `onOutput`
 * receives what it prints (stdout and stderr), which is otherwise dropped.
 */
export type ShopProcess = {
  port: number
  dbPort?: number
  dataDir?: string
  env?: Record<string, string>
  onOutput?: (text: string) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts the shop and waits until it answers. After PostgreSQL was killed its backends take a
 * moment to leave, so a start that fails is tried again (three times in all).
 */
export async function startShop(shop: ShopProcess): Promise<ChildProcess> {
  // A shop left on this port (by an interrupted run) would answer in this one's place.
  if (
    await fetch(`http://127.0.0.1:${shop.port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${shop.port} is already taken: stop what listens there first`)
  }
  for (let attempt = 1; ; attempt++) {
    const child = spawn(process.execPath, ['scripts/serve.ts'], {
      env: {
        ...process.env,
        PORT: String(shop.port),
        HOST: '127.0.0.1',
        EMBEDDED_DB_DIR: shop.dataDir ?? '',
        EMBEDDED_DB_PORT: shop.dbPort ? String(shop.dbPort) : '',
        DATABASE_URL: '',
        ...shop.env,
      },
      stdio: shop.onOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
    })
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => shop.onOutput?.(chunk.toString()))
    for (let waited = 0; waited < 60_000 && child.exitCode === null; waited += 250) {
      const answer = await fetch(`http://127.0.0.1:${shop.port}/api/fr/initial-data`).catch(() => undefined)
      if (answer?.ok) return child
      await sleep(250)
    }
    if (child.exitCode === null) child.kill('SIGKILL')
    if (attempt === 3) throw new Error(`The shop did not start on port ${shop.port}`)
    await sleep(2000)
  }
}

/** Resolves with the exit code once the process has ended. */
export const exitCode = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)))
