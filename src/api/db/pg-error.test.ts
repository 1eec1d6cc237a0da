import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable } from './pg-error'

/** An error as drizzle throws it: its own, with the driver's as `cause`. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { name: 'DrizzleQueryError', cause })
/** An error thrown inside pg-pool, as its stack says. */
const fromPool = (error: Error) =>
  Object.assign(error, { stack: `${error.message}\n    at /srv/shop/.output/server/node_modules/pg-pool/index.js:45:11` })

describe('isDatabaseUnreachable', () => {
  it.each([
    ['the socket refused', wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['the socket file gone', Object.assign(new Error('connect ENOENT /tmp/db/.s.PGSQL.5432'), { code: 'ENOENT' })],
    [
      'a transaction that found no server',
      fromPool(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ],
    ['the server shut down', wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['the server starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['the connection cut', wrapped(new Error('Connection terminated unexpectedly'))],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' }))],
    ['a statement cancelled', wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))],
    ['a missing file', Object.assign(new Error("ENOENT: no such file or directory, open '/srv/media/1.webp'"), { code: 'ENOENT' })],
    ['a mail server refusing', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNREFUSED' })],
    ['a plain fault', new TypeError('x is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false)
  })
})
