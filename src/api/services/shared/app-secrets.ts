/**
 * The shop's own secrets for the links its e-mails carry (a standing order's, a tracking page's):
 * one per kind of link, made once in the database (`app_secrets`) so that every instance signs
 * alike, and read back without being made, so that reading a link stays a read (a GET writes
 * nothing: tests/security/csrf.test.ts compares the whole database around them).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/api/db/executor'
import { appSecrets } from '~/api/db/schema'

const made = new WeakMap<Database, Map<string, Promise<string>>>()

/** The secret `name`, made on first use; kept per database once read (a failed read is tried again). */
export function appSecret(db: Database, name: string): Promise<string> {
  const ofDatabase = made.get(db) ?? new Map<string, Promise<string>>()
  made.set(db, ofDatabase)
  let found = ofDatabase.get(name)
  if (!found) {
    found = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
      const value = await storedAppSecret(db, name)
      if (value === null) throw new Error(`The ${name} secret could not be read`)
      return value
    })()
    found.catch(() => ofDatabase.delete(name))
    ofDatabase.set(name, found)
  }
  return found
}

/** The secret `name` as stored, or null when none was ever made (no link of that kind was signed). */
export async function storedAppSecret(db: Database, name: string): Promise<string | null> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
  return row?.value ?? null
}

/** Whether a link's signature is the one expected, compared in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
