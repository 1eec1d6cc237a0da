/**
 * `npm run backup -- <file>`: the shop's database (DATABASE_URL, or the embedded one in
 * EMBEDDED_DB_DIR, running or not) into <file>, with PostgreSQL's pg_dump in its custom format
 * (docs/decisions/0043). The file appears only once complete. Runs under tsx, which resolves the
 * extensionless imports of src/.
 */
import { backupDatabase } from '../src/api/db/backup'
import { runBackupCommand } from './backup-command'

await runBackupCommand(
  'Usage: npm run backup -- <file>   (for example backups/shop-$(date +%F).dump)',
  false,
  async (target, file, options) => {
    const { file: written, bytes, toolsDir } = await backupDatabase(target.url, file, options)
    return `Backed up ${target.description} to ${written} (${(bytes / 1024).toFixed(0)} KiB, pg_dump from ${toolsDir}).`
  },
)
