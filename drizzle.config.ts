import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes a new migration after a schema change; the app applies
// migrations at start (src/api/db/database.server.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/api/db/schema.ts',
  out: './src/api/db/migrations',
  casing: 'snake_case',
})
