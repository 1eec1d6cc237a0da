import type { Product } from './product'

/** A product as the API answers it, with two pack sizes (the second on sale), for unit tests. */
export const sampleProduct: Product = {
  id: 1,
  slug: 'sidi-ali-1-5l',
  name: 'Sidi Ali 1,5 L',
  description: '',
  price: 3300,
  sell_price: null,
  reference: 'SA-1-5L',
  brand: { id: 1, name: 'Sidi Ali', slug: 'sidi-ali' },
  category: { id: 1, name: 'Bouteilles familiales', slug: 'bouteilles-familiales' },
  image: { url: '/x.webp', width: 480, height: 480 },
  available: true,
  in_stock: true,
  attributes: [
    {
      code: 'format',
      name: 'Format',
      values: [
        { id: 1, code: '6x1-5l', label: '6 × 1,5 L' },
        { id: 2, code: '12x1-5l', label: '12 × 1,5 L' },
      ],
    },
  ],
  formated_attributes: {
    'format:1': { id: 10, price: 3300, sell_price: null, reference: 'SA-6X1-5L', in_stock: true },
    'format:2': { id: 11, price: 6400, sell_price: 6000, reference: 'SA-12X1-5L', in_stock: true },
  },
}
