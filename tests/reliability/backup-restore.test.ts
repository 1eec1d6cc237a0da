/**
 * Backup and restore with PostgreSQL's own programs (docs/decisions/0043): a backup, changes, a
 * restore, and exactly the backed-up state again, every table and the migrations included; a
 * restore that fails changes nothing; a backup that fails leaves no file. Needs pg_dump, pg_restore
 * and psql 15 or newer (Debian's postgresql-client-15).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backupDatabase } from '~/api/db/backup'
import { connect, prepareDatabase } from '~/api/db/database'
import { ensureDatabase, startEmbeddedPostgres } from '~/api/db/embedded-postgres'
import { restoreDatabase } from '~/api/db/restore'
import { type Change, listenForChanges } from '~/api/services/shared/change-feed'
import { alive, postmasterPid, removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { queryDatabase } from '../support/sql'

const serverUrl = inject('databaseServerUrl')
const name = `backup_${randomBytes(5).toString('hex')}`
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
let folder = ''

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-backup-test-'))
  await queryDatabase(serverUrl, `CREATE DATABASE ${name}`)
  const { pool } = connect(url, 1)
  await prepareDatabase(pool, { demoData: true })
  await pool.end()
})

afterAll(async () => {
  await queryDatabase(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await rm(folder, { recursive: true, force: true })
})

/** The restore's own audit line (docs/decisions/0062) is not part of the state it restores. */
const RESTORE_LINE = `action = 'system.restore'`

/**
 * Every table of the database: its rows (a digest, in a fixed order), and every sequence's position;
 * the restore's own audit line and the audit log's sequence, which it moves, aside.
 */
async function state(databaseUrl: string) {
  const tables = await queryDatabase<{ name: string }>(
    databaseUrl,
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  )
  const rows: Record<string, string> = {}
  for (const table of tables) {
    const [digest] = await queryDatabase<{ count: number; md5: string }>(
      databaseUrl,
      `SELECT count(*)::int AS count, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${table.name} t` +
        (table.name === 'public.audit_log' ? ` WHERE NOT (${RESTORE_LINE})` : ''),
    )
    rows[table.name] = `${digest!.count} rows, ${digest!.md5}`
  }
  const sequences = await queryDatabase(
    databaseUrl,
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' AND sequencename <> 'audit_log_id_seq' ORDER BY 1`,
  )
  return { rows, sequences }
}

/** What happens to a shop after its backup: a price changed, a customer and a message added, a content page deleted, a later release's migration. */
async function changeEverything(databaseUrl: string) {
  const change = (text: string) => queryDatabase(databaseUrl, text)
  await change(`UPDATE product_variants SET price_centimes = price_centimes + 100 WHERE id = (SELECT min(id) FROM product_variants)`)
  await change(`INSERT INTO users (email, first_name) VALUES ('after-backup@example.test', 'Later')`)
  await change(`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Later', 'after-backup@example.test', 'Hi', 'after')`)
  await change(`DELETE FROM content_page_revisions WHERE slug = (SELECT min(slug) FROM content_pages)`)
  await change(`DELETE FROM content_pages WHERE slug = (SELECT min(slug) FROM content_pages)`)
  await change(`CREATE TABLE later_release_table (id int PRIMARY KEY)`)
  await change(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('later-release', 9999999999999)`)
}

describe('backup and restore of a database server (DATABASE_URL)', () => {
  let backup = ''
  let backedUp: Awaited<ReturnType<typeof state>>

  it(
    'backs up, and a restore after changes brings back exactly the backed-up state, announced to running instances',
    { timeout: 120_000 },
    async () => {
      backup = path.join(folder, 'shop.dump')
      // A customer signed in when the backup was made.
      await queryDatabase(
        url,
        `INSERT INTO sessions (token, user_id, expires_at) SELECT 'backed-up-session', id, now() + interval '1 day' FROM users WHERE email = 'client@example.ma'`,
      )
      backedUp = await state(url)
      const previousUmask = process.umask(0o022)
      const result = await backupDatabase(url, backup).finally(() => process.umask(previousUmask))
      expect(result.bytes).toBeGreaterThan(10_000)
      // Personal data, password hashes and secrets: the owner's alone, whatever the umask.
      expect((await stat(backup)).mode & 0o777).toBe(0o600)
      expect((await readFile(backup)).subarray(0, 5).toString()).toBe('PGDMP')
      expect((await readdir(folder)).filter((file) => file.endsWith('.partial'))).toEqual([])

      await changeEverything(url)
      expect(await state(url)).not.toEqual(backedUp)

      const { pool } = connect(url, 1)
      const announced: Change[] = []
      const stopListening = await listenForChanges(pool, (change) => announced.push(change))
      try {
        await restoreDatabase(url, backup)
        await expect.poll(() => announced).toContainEqual({ topic: 'database', key: 'restore' })
      } finally {
        await stopListening()
        await pool.end()
      }
      const restored = await state(url)
      // Every session ends with a restore, the backup's own included; everything else is as backed up.
      expect(await queryDatabase(url, 'SELECT token FROM sessions')).toEqual([])
      const { 'public.sessions': _restoredSessions, ...restoredRows } = restored.rows
      const { 'public.sessions': _backedUpSessions, ...backedUpRows } = backedUp.rows
      expect({ ...restored, rows: restoredRows }).toEqual({ ...backedUp, rows: backedUpRows })
      // The restore is in the restored log, named after the system user who ran it.
      expect(await queryDatabase(url, `SELECT actor_id, actor_name, after FROM audit_log WHERE ${RESTORE_LINE}`)).toEqual([
        { actor_id: null, actor_name: `system:${userInfo().username}`, after: { file: 'shop.dump' } },
      ])
      expect(Object.keys(restored.rows)).toContain('drizzle.__drizzle_migrations')
      expect(Object.keys(restored.rows)).not.toContain('public.later_release_table')
    },
  )

  it('refuses a file that is not a backup, with a clear message, and changes nothing', { timeout: 60_000 }, async () => {
    const garbage = path.join(folder, 'garbage.dump')
    await writeFile(garbage, 'this is not a backup\n')
    await changeEverything(url)
    const before = await state(url)
    await expect(restoreDatabase(url, garbage)).rejects.toThrow(/is not a pg_dump archive .*nothing was changed/)
    expect(await state(url)).toEqual(before)
    await restoreDatabase(url, backup) // the next test starts from the backup again
  })

  it('changes nothing when the archive breaks off in the middle of the data (one transaction)', { timeout: 60_000 }, async () => {
    const broken = path.join(folder, 'broken.dump')
    await writeFile(broken, await readFile(backup))
    // The archive's table of contents comes first and its data last; with few rows the contents are
    // most of the file, so the cut is made near the end, inside the data of the last tables.
    await truncate(broken, (await stat(backup)).size - 64)
    await changeEverything(url)
    const before = await state(url)
    await expect(restoreDatabase(url, broken)).rejects.toThrow(/The restore failed and nothing was changed/)
    expect(await state(url)).toEqual(before)
  })

  it('leaves no file when the server cannot be reached, and an older backup of the same name as it was', async () => {
    const target = path.join(folder, 'unreachable.dump')
    await writeFile(target, 'the previous backup')
    await expect(backupDatabase('postgres://shop:secret-password@127.0.0.1:5649/shop', target)).rejects.toThrow(
      /Could not reach the database at 127\.0\.0\.1:5649\/shop/,
    )
    expect(await readFile(target, 'utf8')).toBe('the previous backup')
    await expect(backupDatabase('postgres://shop:secret-password@127.0.0.1:5649/shop', path.join(folder, 'new.dump'))).rejects.toThrow()
    expect(await readdir(folder)).not.toContain('new.dump')
  })

  it('removes what pg_dump wrote when it fails half-way, and says which client to install when it is too old', async () => {
    const fakeTools = path.join(folder, 'fake-bin')
    await writeFakePgDump(fakeTools, 15)
    const target = path.join(folder, 'half.dump')
    await expect(backupDatabase(url, target, { binDir: fakeTools })).rejects.toThrow(/pg_dump failed .*disk full.*Nothing was written/)
    expect((await readdir(folder)).filter((file) => file.startsWith('half.dump'))).toEqual([])

    await writeFakePgDump(fakeTools, 13)
    await expect(backupDatabase(url, target, { binDir: fakeTools })).rejects.toThrow(/apt-get install postgresql-client-15/)
  })
})

/** A pg_dump of the given version that writes the start of an archive, then fails as on a full disk. */
async function writeFakePgDump(folder: string, major: number) {
  await rm(folder, { recursive: true, force: true })
  await mkdir(folder)
  const script = `#!/bin/sh
if [ "$1" = "--version" ]; then echo "pg_dump (PostgreSQL) ${major}.1"; exit 0; fi
for arg in "$@"; do case "$arg" in --file=*) printf 'PGDMP half' > "\${arg#--file=}";; esac; done
echo "pg_dump: error: could not write to output file: disk full" >&2
exit 1
`
  await writeFile(path.join(folder, 'pg_dump'), script)
  await chmod(path.join(folder, 'pg_dump'), 0o755)
}

describe('the commands on the embedded database, with the shop running and without it', () => {
  const dataDir = 'data/backup-restore-test-5641'
  const port = 5641
  const embeddedUrl = `postgres://postgres:embedded-local@127.0.0.1:${port}/shop`
  const env = { ...process.env, DATABASE_URL: '', EMBEDDED_DB_DIR: dataDir, EMBEDDED_DB_PORT: String(port) }

  afterAll(() => removeEmbeddedPostgres(dataDir))

  it(
    'npm run backup uses the running server and leaves it running; npm run restore starts it, restores, and stops it',
    { timeout: 180_000 },
    async () => {
      await removeEmbeddedPostgres(dataDir)
      // Started by this process, which stands for the running shop: its owner is alive.
      const server = await startEmbeddedPostgres({ dataDir, port })
      await ensureDatabase(server.url('postgres'), 'shop')
      const { pool } = connect(embeddedUrl, 1)
      await prepareDatabase(pool, { demoData: true })
      await pool.end()
      const backedUp = await state(embeddedUrl)
      const backup = path.join(folder, 'embedded.dump')

      const backedUpBy = await runCommand('scripts/backup.ts', backup, env)
      expect(backedUpBy).toMatchObject({ code: 0 })
      expect(backedUpBy.stdout).toContain('Backed up the embedded database')
      expect(alive(postmasterPid(dataDir)!)).toBe(true)

      await changeEverything(embeddedUrl)
      await server.stop()
      expect(postmasterPid(dataDir)).toBeUndefined()

      const restoredBy = await runCommand('scripts/restore.ts', backup, env)
      expect(restoredBy).toMatchObject({ code: 0 })
      expect(restoredBy.stdout).toContain('Restored')
      expect(postmasterPid(dataDir)).toBeUndefined()

      const again = await startEmbeddedPostgres({ dataDir, port })
      try {
        expect(await state(embeddedUrl)).toEqual(backedUp)
      } finally {
        await again.stop()
      }
    },
  )

  it('npm run restore refuses a file that is not a backup, with exit code 1', { timeout: 60_000 }, async () => {
    const garbage = path.join(folder, 'garbage-embedded.dump')
    await writeFile(garbage, 'nope')
    const refused = await runCommand('scripts/restore.ts', garbage, env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('is not a pg_dump archive')
    expect(postmasterPid(dataDir)).toBeUndefined()
  })
})

function runCommand(script: string, file: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, file], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  )
}
