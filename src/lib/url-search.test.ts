import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { searchChoice, searchDay, searchId, searchInt, searchMatching, searchPage, searchText, stringifyUrlSearch } from './url-search'

describe('reading URL search values leniently', () => {
  it('takes whole numbers written as digits or parsed by the router, within bounds', () => {
    expect(searchInt('3', 1, 10_000)).toBe(3)
    expect(searchInt(3, 1, 10_000)).toBe(3)
    for (const wrong of ['0', '10001', '2.5', 'abc', '', '  ', null, true, [3], { page: 3 }]) {
      expect(searchInt(wrong, 1, 10_000)).toBeUndefined()
    }
  })

  it('reads a list page from 1 to 10,000', () => {
    expect(searchPage('10000')).toBe(10_000)
    expect(searchPage('10001')).toBeUndefined()
    expect(searchPage(0)).toBeUndefined()
  })

  it('keeps ids to PostgreSQL integers', () => {
    expect(searchId('2147483647')).toBe(2_147_483_647)
    expect(searchId('2147483648')).toBeUndefined()
    expect(searchId('-1')).toBeUndefined()
  })

  it('reads text trimmed, whatever type the router gave it, and drops what is too long', () => {
    expect(searchText('  eau  ', 10)).toBe('eau')
    expect(searchText(123, 10)).toBe('123')
    expect(searchText(true, 10)).toBe('true')
    expect(searchText('x'.repeat(11), 10)).toBeUndefined()
    expect(searchText({ a: 1 }, 10)).toBeUndefined()
    expect(searchText(['a'], 10)).toBeUndefined()
  })

  it('reads days as YYYY-MM-DD and patterns whole', () => {
    expect(searchDay('2026-11-25')).toBe('2026-11-25')
    expect(searchDay('25/11/2026')).toBeUndefined()
    expect(searchDay('2026-11-25x')).toBeUndefined()
    expect(searchMatching('sidi-ali,oulmes', /^[a-z0-9-]+(,[a-z0-9-]+)*$/, 400)).toBe('sidi-ali,oulmes')
    expect(searchMatching('sidi ali', /^[a-z0-9-]+(,[a-z0-9-]+)*$/, 400)).toBeUndefined()
  })

  it('takes a choice only when it is one of the list', () => {
    expect(searchChoice('asc', ['asc', 'desc'])).toBe('asc')
    expect(searchChoice('ASC', ['asc', 'desc'])).toBeUndefined()
    expect(searchChoice('toString', ['asc', 'desc'])).toBeUndefined()
  })
})

describe('writing URL search values', () => {
  const values: unknown[] = [
    ...['6x1-5l', '12x33cl', 'eau', 'Sidi Ali', 'سيدي علي', '', ' ', 'a&b=c', '100%', '#1', '/catalogue?x=1'],
    ...['12', '-5', '0', '007', '1.5', '1e5', '-0.25E-3', ' 12 ', '\t3\n', '1.', '.5', '+1', '1_000', 'NaN', 'Infinity'],
    ...['true', 'false', 'null', 'tru', 'nul', 'fa', 'True', '"x"', '"x', '[1,2]', '[1,', '{"a":1}', '{a', '[]', '{}'],
    ...[0, 12, -3.5, true, false, null, ['a', 'b'], [], { min: 1, max: 2 }, {}],
  ]

  it('writes the same URLs as the router by default', () => {
    for (const value of values) {
      expect(stringifyUrlSearch({ format: value }), JSON.stringify(value)).toBe(defaultStringifySearch({ format: value }))
    }
    expect(stringifyUrlSearch({ brand: 'a,b', format: '6x1-5l', page: 2, q: undefined, available: true })).toBe(
      '?brand=a%2Cb&format=6x1-5l&page=2&available=true',
    )
    expect(stringifyUrlSearch({})).toBe('')
    expect(stringifyUrlSearch({ q: undefined })).toBe('')
  })

  it('reads back as it was written: text that looks like JSON stays text', () => {
    for (const value of ['6x1-5l', '12', 'true', 'null', '[1]', '{a', ' 12 ', 'eau']) {
      expect(defaultParseSearch(stringifyUrlSearch({ q: value }))).toEqual({ q: value })
    }
    expect(defaultParseSearch(stringifyUrlSearch({ page: 3, available: true, brands: ['a'] }))).toEqual({
      page: 3,
      available: true,
      brands: ['a'],
    })
  })
})
