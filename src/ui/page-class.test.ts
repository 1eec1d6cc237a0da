import { describe, expect, it } from 'vitest'
import { pageClassName } from './page-class'

describe('pageClassName', () => {
  it.each([
    ['/', 'page-index'],
    ['/_shop/', 'page-index'],
    ['/_shop/espace/orders/$id', 'page-espace-orders-id'],
    ['/_auth/login', 'page-login'],
    ['/_shop/catalogue/$', 'page-catalogue-splat'],
    ['/espace/gpdr', 'page-espace-gpdr'],
    ['/_shop/espace/UserDropDown', 'page-espace-userdropdown'],
    [undefined, 'page-index'],
  ])('names %s as %s', (routeId, className) => {
    expect(pageClassName(routeId)).toBe(className)
  })
})
