/**
 * One real PostgreSQL for the whole vitest run: the embedded server in its own folder and port,
 * with a template database migrated and seeded once. Each test file then gets its own database
 * cloned from the template (tests/api/test-database.ts), so files never see each other's writes.
 * Two tiers list this setup (vitest.config.ts: `api`, `system`); in a run of both, the first
 * starts the server and the second shares it, and the last one done stops it. The `unit` tier
 * never starts it.
 */
import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { connect, prepareDatabase } from '~/api/db/database'
import { ensureDatabase, startEmbeddedPostgres, stopServerRunningOn } from '~/api/db/embedded-postgres'

export const TEMPLATE_DATABASE = 'shop_template'

type Shared = { server: Promise<{ url: string; stop: () => Promise<void> }>; users: number }
// On globalThis: each project loads this file as a module of its own, in the same process.
const state = globalThis as { shopTestDatabase?: Shared }

async function startServer() {
  // A run's port names its folder, so runs on other ports (the test of the test command starts
  // one inside the suite) never wipe each other's server.
  const port = Number(process.env.TEST_DB_PORT ?? 5544)
  const dataDir = `data/test-postgres-${port}`
  await stopServerRunningOn(dataDir)
  await rm(dataDir, { recursive: true, force: true })
  const server = await startEmbeddedPostgres({ dataDir, port })
  await ensureDatabase(server.url('postgres'), TEMPLATE_DATABASE)
  const { pool } = connect(server.url(TEMPLATE_DATABASE), 2)
  await prepareDatabase(pool, { demoData: true })
  await pool.end()
  return { url: server.url('postgres'), stop: () => server.stop() }
}

export default async function setup(project: TestProject) {
  const shared = (state.shopTestDatabase ??= { server: startServer(), users: 0 })
  shared.users += 1
  const { url, stop } = await shared.server
  project.provide('databaseServerUrl', url)
  return async () => {
    shared.users -= 1
    if (shared.users > 0) return
    state.shopTestDatabase = undefined
    await stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
  }
}
