/** Product pages live at `/produit/{id}-{slug}`: the id keeps the URL stable, the slug makes it readable. */
export function productParam(product: { id: number; slug: string }): string {
  return `${product.id}-${product.slug}`
}

export function productIdFromParam(param: string): number | undefined {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(param)
  const id = match ? Number(match[1]) : 0
  return id > 0 ? id : undefined
}

/** A category's slug in the page's language. */
export function categorySlug(category: { slug_fr: string; slug_ar: string }, locale: string): string {
  return locale === 'ar' ? category.slug_ar : category.slug_fr
}
