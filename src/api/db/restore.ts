/**
 * Puts a backup made by `npm run backup` (src/api/db/backup.ts) back into the shop's database,
 * running or not (docs/decisions/0043). All of it happens in one transaction, so the shop sees
 * either the data it had or the backup's, never a mix, and a restore that fails changes nothing:
 * pg_restore turns the archive into SQL that psql runs between our BEGIN and COMMIT. That
 * transaction first drops what a later release added (a table the backup does not know would
 * otherwise stay, and its migration, gone from the restored drizzle.__drizzle_migrations, would
 * fail at the next start), and ends with the change-feed announcement, sent on commit, that makes
 * running instances drop their cached pages. Every session ends with it: the backup's sessions
 * belong to another moment (a member removed since, a password changed since), so everyone signs in again.
 */
import { open } from 'node:fs/promises'
import path from 'node:path'
import { systemOperator } from '~/api/services/shared/audit-origin'
import { announcementStatement } from '~/api/services/shared/change-feed'
import { BackupError, connectionFor, findPostgresTools, serverMajorVersion, start } from './postgres-tools'

/** Every custom-format archive of pg_dump starts with these bytes. */
const ARCHIVE_MAGIC = 'PGDMP'
/** What pg_restore --list shows for the table every shop database has. */
const MIGRATIONS_ENTRY = /TABLE DATA drizzle __drizzle_migrations\b/

/**
 * The shop's objects as they are now, dropped before the backup's are made: the drizzle schema,
 * then in public every table, view and sequence, function and type of ours (an extension's own,
 * pg_trgm's, are left to the archive's DROP/CREATE EXTENSION). Names are gathered before the
 * first drop, since a CASCADE takes some of them along.
 */
const DROP_CURRENT_OBJECTS = `
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $drop$
DECLARE statements text[];
DECLARE statement text;
BEGIN
  SELECT coalesce(array_agg(drop_statement ORDER BY rank), '{}') INTO statements FROM (
    SELECT 1 AS rank, format('DROP %s IF EXISTS public.%I CASCADE',
        CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.relname) AS drop_statement
      FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
        -- an extension's own, or a sequence a column owns (serial, identity: it goes with its table)
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
    UNION ALL
    SELECT 2, format('DROP ROUTINE IF EXISTS public.%I(%s) CASCADE', p.proname, pg_get_function_identity_arguments(p.oid))
      FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 3, format('DROP TYPE IF EXISTS public.%I CASCADE', t.typname)
      FROM pg_type t
      WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  ) AS current_objects;
  FOREACH statement IN ARRAY statements LOOP
    EXECUTE statement;
  END LOOP;
END
$drop$;
`

/** In the restore's transaction: nobody stays signed in with a session the backup brought back. */
const END_EVERY_SESSION = 'DELETE FROM public.sessions;'

/**
 * The restore's own line in the restored audit log, in its transaction, naming the system user who
 * ran it (docs/decisions/0062). Names are qualified: pg_restore's script empties the search_path.
 * A backup made before the log had an actor's name has no column to hold it: then no line (the restore must not fail for it).
 */
function restoreAuditStatement(file: string): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`
  return `DO $audit$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'audit_log' AND column_name = 'actor_name') THEN
    INSERT INTO public.audit_log (actor_name, action, entity, entity_id, after)
    VALUES (${literal(systemOperator())}, 'system.restore', 'database', 'shop', ${literal(JSON.stringify({ file }))}::jsonb);
  END IF;
END $audit$;`
}

export type RestoreResult = { file: string; toolsDir: string }

export async function restoreDatabase(
  url: string,
  file: string,
  options: { binDir?: string; signal?: AbortSignal } = {},
): Promise<RestoreResult> {
  const archive = path.resolve(file)
  await refuseWhatIsNotAnArchive(archive)
  const toolsDir = await findPostgresTools(['pg_restore', 'psql'], await serverMajorVersion(url), options.binDir)
  await refuseWhatIsNotTheShops(archive, toolsDir)

  const { dbname, env } = connectionFor(url)
  const psql = start(path.join(toolsDir, 'psql'), ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', `--dbname=${dbname}`], {
    env,
    signal: options.signal,
    stdin: true,
  })
  // --no-owner and --no-privileges: the objects become the restoring user's, so a backup restores
  // onto another server whose roles differ (a new machine after a loss).
  const pgRestore = start(
    path.join(toolsDir, 'pg_restore'),
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', archive],
    {
      signal: options.signal,
      stdout: true,
    },
  )
  const sqlIn = psql.child.stdin!
  sqlIn.on('error', () => {}) // psql stopped at an error: its exit code and message say which
  // psql gone (it stopped at an error) would leave pg_restore blocked on a full pipe, and its
  // unread output would keep it from closing: stop it, and let what it wrote drain away.
  psql.child.once('close', () => {
    pgRestore.child.stdout!.unpipe(sqlIn).resume()
    pgRestore.child.kill()
  })
  sqlIn.write(`BEGIN;\n${DROP_CURRENT_OBJECTS}\n`)
  pgRestore.child.stdout!.pipe(sqlIn, { end: false })

  const converted = await pgRestore.finished
  // COMMIT only after the whole archive was read: without it, psql's end rolls everything back.
  if (converted.code === 0) {
    const endOfRestore = [
      END_EVERY_SESSION,
      announcementStatement({ topic: 'database', key: 'restore' }),
      restoreAuditStatement(path.basename(archive)),
    ]
    sqlIn.end(`${endOfRestore.join('\n')}\nCOMMIT;\n`)
  } else sqlIn.end()
  const applied = await psql.finished
  // psql's error comes first: when it stopped, pg_restore was stopped for it.
  if (applied.code !== 0) {
    throw new BackupError(`The restore failed and nothing was changed. psql: ${applied.stderr || `exit code ${applied.code ?? 'none'}`}`)
  }
  if (converted.code !== 0) {
    throw new BackupError(
      `The restore failed and nothing was changed. pg_restore: ${converted.stderr || `exit code ${converted.code ?? 'none'}`}`,
    )
  }
  return { file: archive, toolsDir }
}

async function refuseWhatIsNotAnArchive(archive: string) {
  const handle = await open(archive, 'r').catch(() => {
    throw new BackupError(`There is no readable file at ${archive}: nothing was changed.`)
  })
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(ARCHIVE_MAGIC.length), 0, ARCHIVE_MAGIC.length, 0)
    if (bytesRead < ARCHIVE_MAGIC.length || buffer.toString('latin1') !== ARCHIVE_MAGIC) {
      throw new BackupError(`${archive} is not a pg_dump archive (a file made by npm run backup): nothing was changed.`)
    }
  } finally {
    await handle.close()
  }
}

async function refuseWhatIsNotTheShops(archive: string, toolsDir: string) {
  const listing = start(path.join(toolsDir, 'pg_restore'), ['--list', archive], { stdout: true })
  let contents = ''
  listing.child.stdout!.setEncoding('utf8').on('data', (text: string) => (contents += text))
  const { code, stderr } = await listing.finished
  if (code !== 0) throw new BackupError(`${archive} could not be read as a pg_dump archive (${stderr}): nothing was changed.`)
  if (!MIGRATIONS_ENTRY.test(contents)) {
    throw new BackupError(
      `${archive} is a pg_dump archive, but not of the shop's database (no drizzle.__drizzle_migrations): nothing was changed.`,
    )
  }
}
