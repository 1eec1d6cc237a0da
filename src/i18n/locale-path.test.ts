import { describe, expect, it } from 'vitest'
import { delocalizeHref, delocalizePath, localeOfPath, localizeHref, localizePath } from './locale-path'

describe('the language URL scheme', () => {
  it.each([
    ['/', 'fr', '/'],
    ['/ar', 'ar', '/'],
    ['/ar/', 'ar', '/'],
    ['/ar/catalogue/qarurat-ailiya', 'ar', '/catalogue/qarurat-ailiya'],
    ['/catalogue', 'fr', '/catalogue'],
    ['/arabica', 'fr', '/arabica'],
    ['/fr/12-x', 'fr', '/fr/12-x'],
  ])('%s is %s, path %s', (path, locale, bare) => {
    expect(localeOfPath(path)).toBe(locale)
    expect(delocalizePath(path)).toBe(bare)
  })

  it('localizes paths and hrefs both ways', () => {
    expect(localizePath('/', 'ar')).toBe('/ar')
    expect(localizePath('/catalogue', 'ar')).toBe('/ar/catalogue')
    expect(localizePath('/ar/catalogue', 'fr')).toBe('/catalogue')
    expect(localizePath('/ar', 'ar')).toBe('/ar')
    expect(localizeHref('/?utm=1', 'ar')).toBe('/ar?utm=1')
    expect(localizeHref('/ar/produit/1-x?format=6x1l#top', 'fr')).toBe('/produit/1-x?format=6x1l#top')
    expect(delocalizeHref('/ar/espace?x=1')).toBe('/espace?x=1')
  })
})
