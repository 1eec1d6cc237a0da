/**
 * Password hashing: argon2id with OWASP's parameters (m = 19 MiB, t = 2, p = 1), through the
 * maintained @node-rs/argon2 binding. The hash string carries its parameters, so they can be
 * raised later without breaking existing accounts.
 */
import { hash, verify } from '@node-rs/argon2'

// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
