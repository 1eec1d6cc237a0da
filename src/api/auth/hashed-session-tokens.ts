/**
 * better-auth (1.7) keeps session tokens as they are, and has no option to hash them. This thin
 * layer over its database adapter stores `hashToken(token)` in `sessions.token` instead
 * (docs/decisions/0023): a session's token is hashed when it is written and wherever it is
 * searched for, and the rows found are handed back with the customer's own token, so better-auth
 * still signs its cookie, refreshes and deletes the session, and answers the sign-in with the
 * real token. Only the customer ever holds it.
 *
 * A row found by something else than its token (all of a customer's sessions) comes back with
 * the hash, which opens nothing: the shop ends sessions by customer, never by such a token.
 */
import type { DBAdapter, DBAdapterInstance, DBTransactionAdapter, Where } from 'better-auth/types'
import { hashToken } from './token-hash'

type Input = { model: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown> }

/** Equality and lists survive hashing; a pattern (`contains`, `starts_with`…) on a token would silently match nothing. */
const HASHABLE = new Set([undefined, 'eq', 'ne', 'in', 'not_in'])

export function withHashedSessionTokens(instance: DBAdapterInstance): DBAdapterInstance {
  return (options) => patch(instance(options))
}

const patched = new WeakSet<object>()

/**
 * Replaces the adapter's methods on the object itself: better-auth keys its schema check by this
 * very object, and a transaction hands out its own adapter, patched the same way.
 */
function patch<A extends DBTransactionAdapter | DBAdapter>(adapter: A): A {
  if (patched.has(adapter)) return adapter
  patched.add(adapter)
  const methods = [
    'create',
    'findOne',
    'findMany',
    'count',
    'update',
    'updateMany',
    'delete',
    'deleteMany',
    'consumeOne',
    'incrementOne',
  ] as const
  const target = adapter as unknown as Record<string, (input: Input) => Promise<unknown>>
  for (const name of methods) {
    const original = target[name]?.bind(adapter)
    if (original) target[name] = (input) => (input.model === 'session' ? hashed(original, input) : original(input))
  }
  if ('transaction' in adapter) {
    const transaction = adapter.transaction.bind(adapter)
    adapter.transaction = (callback) => transaction((trx) => callback(patch(trx)))
  }
  return adapter
}

async function hashed(method: (input: Input) => Promise<unknown>, input: Input): Promise<unknown> {
  // Each hash made here, with its token, to give rows found by token their token back.
  const tokens = new Map<string, string>()
  const hash = (token: unknown) => {
    if (typeof token !== 'string') return token
    const stored = hashToken(token)
    tokens.set(stored, token)
    return stored
  }
  const next = { ...input }
  if (input.where) {
    next.where = input.where.map((clause) => {
      if (clause.field !== 'token') return clause
      if (!HASHABLE.has(clause.operator))
        throw new Error(`A session token cannot be searched with "${clause.operator}": it is stored hashed`)
      return { ...clause, value: (Array.isArray(clause.value) ? clause.value.map(hash) : hash(clause.value)) as Where['value'] }
    })
  }
  for (const key of ['data', 'update'] as const) {
    const values = input[key]
    if (values && 'token' in values) next[key] = { ...values, token: hash(values.token) }
  }
  const result = await method(next)
  const restore = (row: unknown) =>
    row && typeof row === 'object' && 'token' in row && typeof row.token === 'string' && tokens.has(row.token)
      ? { ...row, token: tokens.get(row.token) }
      : row
  return Array.isArray(result) ? result.map(restore) : restore(result)
}
