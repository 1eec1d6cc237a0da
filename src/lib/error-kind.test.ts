import { describe, expect, it } from 'vitest'
import { canRetry, classifyError, isNetworkError } from './error-kind'

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
    [new Error('Cannot read properties of undefined'), 'generic'],
    [{ status: 403, message: 'Forbidden' }, 'generic'],
    [{ status: 502 }, 'generic'],
    [null, 'generic'],
    [undefined, 'generic'],
  ])('classifies %o as %s', (error, kind) => {
    expect(classifyError(error)).toBe(kind)
  })

  it('matches the words regardless of case', () => {
    expect(isNetworkError(new Error('CONNEXION perdue'))).toBe(true)
    expect(isNetworkError(new Error('Fetch aborted'))).toBe(true)
  })

  it('offers "Réessayer" only for network errors and status 500', () => {
    expect(canRetry({ status: 500 })).toBe(true)
    expect(canRetry(new TypeError('Failed to fetch'))).toBe(true)
    expect(canRetry({ status: 404 })).toBe(false)
    expect(canRetry(new Error('boom'))).toBe(false)
  })
})
