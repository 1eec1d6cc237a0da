/**
 * Gap-free document numbers (services/shared/document-numbers.ts, decision 0073): concurrent
 * issuers get consecutive numbers, a rolled-back transaction gives its number back, each kind and
 * year counts apart.
 */
import { describe, expect, it } from 'vitest'
import { documentReference, nextDocumentNumber } from '~/api/services/shared/document-numbers'
import { useTestDatabase } from './test-database'

const { db } = await useTestDatabase()

describe('nextDocumentNumber', () => {
  it('gives 20 concurrent transactions 20 consecutive numbers', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => db.transaction((tx) => nextDocumentNumber(tx, 'invoice', 2031))))
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
  })

  it('gives a rolled-back number to the next document', async () => {
    const first = await db.transaction((tx) => nextDocumentNumber(tx, 'credit_note', 2032))
    await expect(
      db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'credit_note', 2032)
        throw new Error('the delivery failed')
      }),
    ).rejects.toThrow('the delivery failed')
    const next = await db.transaction((tx) => nextDocumentNumber(tx, 'credit_note', 2032))
    expect([first, next]).toEqual([1, 2])
  })

  it('counts each kind and year apart', async () => {
    const invoice2033 = await db.transaction((tx) => nextDocumentNumber(tx, 'invoice', 2033))
    const credit2033 = await db.transaction((tx) => nextDocumentNumber(tx, 'credit_note', 2033))
    expect([invoice2033, credit2033]).toEqual([1, 1])
    expect(documentReference(2033, 42)).toBe('2033-000042')
  })
})
