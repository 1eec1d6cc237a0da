import pg from 'pg'

/** Runs one SQL statement on the database at `url`, on a connection of its own (the shop under test runs in another process). */
export async function queryDatabase<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}
