import { describe, expect, it } from 'vitest'
import { parseCityId, resolveCityId } from './resolve-city'

const cityIds = [1, 2, 3]

describe('resolveCityId', () => {
  it('takes the saved city first', () => {
    expect(resolveCityId({ savedCityId: 2, userCityId: 3, defaultCityId: 1, cityIds })).toBe(2)
  })
  it("takes the user's city when nothing is saved, or the saved city no longer exists", () => {
    expect(resolveCityId({ savedCityId: undefined, userCityId: 3, defaultCityId: 1, cityIds })).toBe(3)
    expect(resolveCityId({ savedCityId: 99, userCityId: 3, defaultCityId: 1, cityIds })).toBe(3)
  })
  it('falls back to the default city', () => {
    expect(resolveCityId({ savedCityId: undefined, userCityId: undefined, defaultCityId: 1, cityIds })).toBe(1)
    expect(resolveCityId({ savedCityId: 99, userCityId: 98, defaultCityId: 1, cityIds })).toBe(1)
  })
})

describe('parseCityId', () => {
  it.each([
    ['3', 3],
    ['42', 42],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ["1' OR '1'='1", undefined],
    ['', undefined],
    [undefined, undefined],
    ['99999999999', undefined],
  ])('reads %s as %s', (value, id) => {
    expect(parseCityId(value)).toBe(id)
  })
})
