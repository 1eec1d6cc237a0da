/**
 * The embedded server's start, when it cannot be: a data folder made by another PostgreSQL major
 * version (the shop embedded 18 before decision 0042) is refused with a message that says what to
 * do, and is left as it was; a port held by another program is named, with what to do.
 */
import { createServer, type AddressInfo } from 'node:net'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { EMBEDDED_MAJOR_VERSION, startEmbeddedPostgres } from '~/api/db/embedded-postgres'

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

it('refuses a data folder made by PostgreSQL 18 and leaves it untouched', async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'shop-pg-version-'))
  folders.push(parent)
  const dataDir = path.join(parent, 'postgres')
  await mkdir(dataDir)
  await writeFile(path.join(dataDir, 'PG_VERSION'), '18\n')
  await writeFile(path.join(dataDir, 'precious'), 'the old shop')

  const start = startEmbeddedPostgres({ dataDir, port: 5599 })

  await expect(start).rejects.toThrow(`was made by PostgreSQL 18; the shop embeds PostgreSQL ${EMBEDDED_MAJOR_VERSION}`)
  await expect(start).rejects.toThrow('set EMBEDDED_DB_DIR to a new folder')
  expect((await readdir(dataDir)).sort()).toEqual(['PG_VERSION', 'precious'])
  expect(await readFile(path.join(dataDir, 'precious'), 'utf8')).toBe('the old shop')
})

it('says which port is taken when another program holds it, and what to do', async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'shop-pg-port-'))
  folders.push(parent)
  // Another program already listens where the server would: a plain TCP server on a free port.
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const { port } = holder.address() as AddressInfo
  try {
    const start = startEmbeddedPostgres({ dataDir: path.join(parent, 'postgres'), port })
    await expect(start).rejects.toThrow(`port ${port}) stopped at start. Port ${port} is already in use`)
    await expect(start).rejects.toThrow('set EMBEDDED_DB_PORT to a free port')
    await expect(start).rejects.toThrow(/PostgreSQL said: .*Address already in use/)
  } finally {
    await new Promise((resolve) => holder.close(resolve))
  }
}, 60_000)
