/**
 * The product editor's values: the Shop API's save body with its amounts in dirhams as typed
 * (null when empty) and its choices as the select boxes hold them (strings), and the way back.
 */
import { type AdminProduct, type ProductSave, SEARCH_TERM_MAX_LENGTH, SEARCH_TERMS_MAX } from '~/api/contract/admin-products'
import { m } from '~/paraglide/messages.js'
import { centimesOf, madOf } from '~/lib/money'

export type PackSizeValues = {
  id?: number
  reference: string
  /** An existing label's id, or '' for a new label typed in both languages. */
  format_id: string
  label: { fr: string; ar: string }
  price: number | null
  sell_price: number | null
  /** Deposit per unit in dirhams (a returnable jug); empty or 0: not returnable. */
  deposit: number | null
  is_active: boolean
}

export type ProductValues = {
  name: { fr: string; ar: string }
  description: { fr: string; ar: string }
  brand_id: string
  category_id: string
  reference: string
  price: number | null
  sell_price: number | null
  /** Deposit per unit in dirhams, for a product sold without pack sizes (docs/decisions/0083). */
  deposit: number | null
  city_ids: number[]
  is_active: boolean
  image: { url: string; width: number; height: number } | null
  pack_sizes: PackSizeValues[]
  /** The search terms, one a line (a term may hold spaces: `sidi ali`). */
  search_terms: string
}

const termsOf = (lines: string) =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export const emptyPackSize = (): PackSizeValues => ({
  reference: '',
  format_id: '',
  label: { fr: '', ar: '' },
  price: null,
  sell_price: null,
  deposit: null,
  is_active: true,
})

export function valuesOf(product: AdminProduct | null): ProductValues {
  if (!product) {
    return {
      name: { fr: '', ar: '' },
      description: { fr: '', ar: '' },
      brand_id: '',
      category_id: '',
      reference: '',
      price: null,
      sell_price: null,
      deposit: null,
      city_ids: [],
      is_active: true,
      image: null,
      pack_sizes: [],
      search_terms: '',
    }
  }
  return {
    name: product.name,
    description: product.description,
    brand_id: String(product.brand_id),
    category_id: String(product.category_id),
    reference: product.reference,
    price: madOf(product.price),
    sell_price: madOf(product.sell_price),
    deposit: madOf(product.deposit ?? 0),
    city_ids: product.city_ids,
    is_active: product.is_active,
    image: product.image,
    search_terms: product.search_terms.join('\n'),
    // Pack sizes removed earlier stay out of the editor: saving without them keeps them inactive.
    pack_sizes: product.pack_sizes
      .filter((pack) => pack.is_active)
      .map((pack) => ({
        id: pack.id,
        reference: pack.reference,
        format_id: pack.format_id === null ? '' : String(pack.format_id),
        label: pack.label,
        price: madOf(pack.price),
        sell_price: madOf(pack.sell_price),
        deposit: madOf(pack.deposit ?? 0),
        is_active: pack.is_active,
      })),
  }
}

type Refusal = { success: false; status: number; message: string; errors: Record<string, string[]> }

/** The save body, or the fields the browser already knows are missing (amounts, choices, the image). */
export function bodyOf(values: ProductValues, version: number | undefined): { body: ProductSave } | { refusal: Refusal } {
  const errors: Record<string, string[]> = {}
  const required = [m.api_product_required()]
  if (values.price === null) errors.price = required
  if (!values.brand_id) errors.brand_id = required
  if (!values.category_id) errors.category_id = required
  if (!values.image) errors.image = required
  values.pack_sizes.forEach((pack, index) => {
    if (pack.price === null) errors[`pack_sizes.${index}.price`] = required
  })
  const terms = termsOf(values.search_terms)
  if (terms.length > SEARCH_TERMS_MAX || terms.some((term) => term.length > SEARCH_TERM_MAX_LENGTH)) {
    errors.search_terms = [m.bo_products_search_terms_limits({ count: SEARCH_TERMS_MAX, length: SEARCH_TERM_MAX_LENGTH })]
  }
  if (Object.keys(errors).length || values.price === null || !values.image) {
    return { refusal: { success: false, status: 400, message: m.api_invalid_input(), errors } }
  }
  return {
    body: {
      version,
      name: values.name,
      description: values.description,
      brand_id: Number(values.brand_id),
      category_id: Number(values.category_id),
      reference: values.reference,
      price: centimesOf(values.price),
      sell_price: centimesOf(values.sell_price),
      deposit: centimesOf(values.deposit ?? 0),
      city_ids: values.city_ids,
      is_active: values.is_active,
      image: values.image,
      search_terms: terms,
      pack_sizes: values.pack_sizes.map((pack) => ({
        ...(pack.id === undefined ? {} : { id: pack.id }),
        reference: pack.reference,
        format_id: pack.format_id ? Number(pack.format_id) : null,
        label: pack.label,
        price: centimesOf(pack.price ?? 0),
        sell_price: centimesOf(pack.sell_price),
        deposit: centimesOf(pack.deposit ?? 0),
        is_active: pack.is_active,
      })),
    },
  }
}
