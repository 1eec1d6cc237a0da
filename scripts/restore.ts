/**
 * `npm run restore -- <file>`: replaces the shop's database (DATABASE_URL, or the embedded one in
 * EMBEDDED_DB_DIR, running or not) with a backup made by `npm run backup`, in one transaction
 * (docs/decisions/0043): all of it or, on any failure, nothing. Running shop instances are told to
 * drop their cached pages. Runs under tsx, which resolves the extensionless imports of src/.
 */
import { restoreDatabase } from '../src/api/db/restore'
import { runBackupCommand } from './backup-command'

await runBackupCommand('Usage: npm run restore -- <file>   (a file made by npm run backup)', true, async (target, file, options) => {
  const { file: restored } = await restoreDatabase(target.url, file, options)
  return [
    `Restored ${restored} into ${target.description}; running shop instances were told to drop their cached pages.`,
    'Accounts, passwords and sign-in sessions are now those of the backup: whoever signed in since must sign in again.',
    'If the backup was made by an older release, restart the shop: its start applies the newer migrations.',
  ].join('\n')
})
