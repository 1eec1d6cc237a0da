/**
 * A brand's or category's former slug in a catalogue address (issue 17 §4): the admin changed it,
 * old links and search engines still use it. Each segment of the path and each brand of the
 * `brand` parameter that is a former slug is replaced by the current one, and `moved` says the
 * page must answer 301 to the address so written.
 */
import type { Taxonomy } from '~/api/contract/catalogue-index'

export function withCurrentSlugs(
  address: { splat?: string; brand?: string },
  former: Taxonomy['former_slugs'],
  locale: string,
): { splat?: string; brand?: string; moved: boolean } {
  let moved = false
  const current = (slug: string) => {
    const found = former.find((entry) => entry.old === slug)
    if (!found) return slug
    moved = true
    return found.kind === 'category' && locale === 'ar' ? found.slug_ar : found.slug_fr
  }
  const splat = address.splat?.split('/').map(current).join('/')
  const brand = address.brand?.split(',').map(current).join(',')
  return { splat, brand, moved }
}
