/**
 * One real PostgreSQL for the whole vitest run: the embedded server in its own folder and port,
 * with a template database migrated and seeded once. Each test file then gets its own database
 * cloned from the template (tests/api/test-database.ts), so files never see each other's writes.
 */
import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { connect, prepareDatabase } from '~/api/db/database'
import { ensureDatabase, startEmbeddedPostgres, stopServerRunningOn } from '~/api/db/embedded-postgres'

export const TEMPLATE_DATABASE = 'shop_template'

export default async function setup(project: TestProject) {
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
  project.provide('databaseServerUrl', server.url('postgres'))
  return async () => {
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
  }
}
