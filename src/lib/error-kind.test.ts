import { describe, expect, it } from 'vitest'
import { canRetry, classifyError, errorStatus, isNetworkError } from './error-kind'

describe('classifyError', () => {
  it.each([
    [{ status: 404 }, 'not-found'],
    [{ statusCode: 404, message: 'fetch failed' }, 'not-found'],
    [{ status: 500 }, 'network'],
    [{ statusCode: 500 }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new Error('NetworkError when attempting to fetch resource.'), 'network'],
    [new Error('Problème de connexion au serveur'), 'network'],
    ['Network request failed', 'network'],
    [{ status: 403, message: 'Forbidden' }, 'generic'],
    [{ status: 502 }, 'generic'],
    [{ statusCode: 503, message: 'Service Unavailable' }, 'generic'],
  ])('classifies %o as %s', (error, kind) => {
    expect(classifyError(error)).toBe(kind)
  })

  it('matches the words regardless of case', () => {
    expect(isNetworkError(new Error('CONNEXION perdue'))).toBe(true)
    expect(isNetworkError(new Error('Fetch aborted'))).toBe(true)
  })
})

describe('an unhandled error without a status (status 500 by default)', () => {
  it.each([
    ['a plain Error', new Error('Cannot read properties of undefined')],
    ['a TypeError', new TypeError('x is not a function')],
    ['a thrown string', 'boom'],
    ['an object without a numeric status', { status: '403', message: 'odd' }],
    ['null', null],
    ['undefined', undefined],
  ])('counts %s as status 500 and gets the status-500 screen', (_name, error) => {
    expect(errorStatus(error)).toBe(500)
    expect(classifyError(error)).toBe(classifyError({ status: 500 }))
    expect(classifyError(error)).toBe('network')
  })

  it('keeps a status the error names itself', () => {
    expect(errorStatus({ status: 403 })).toBe(403)
    expect(errorStatus({ statusCode: 404 })).toBe(404)
  })
})

describe('canRetry', () => {
  it('offers "Réessayer" only for network errors and status 500, a status-less error included', () => {
    expect(canRetry({ status: 500 })).toBe(true)
    expect(canRetry(new TypeError('Failed to fetch'))).toBe(true)
    expect(canRetry(new Error('boom'))).toBe(true)
    expect(canRetry({ status: 404 })).toBe(false)
    expect(canRetry({ status: 403, message: 'Forbidden' })).toBe(false)
  })
})
