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
    const matches = routeId
      ? [
          { routeId: '__root__', status: 'success' },
          { routeId, status: 'success' },
        ]
      : []
    expect(pageClassName(matches)).toBe(className)
  })

  it('names the 404 and error screens whatever the route', () => {
    expect(pageClassName([{ routeId: '/$', status: 'notFound' }])).toBe('page-not-found')
    expect(pageClassName([{ routeId: '/_shop/nous-contacter', status: 'error' }])).toBe('page-error')
  })
})
