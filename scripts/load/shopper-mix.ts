/**
 * A realistic mix of what shoppers do, as HTTP requests against a running shop: pages of the
 * catalogue and products in both languages, cart saves by visitors, sign-ins, and orders with an
 * idempotency key. It prepares its own customers (with a password and an address) in the shop's
 * database and fills the tracked stock, so it runs against any load-test shop that holds the demo
 * catalogue (never a real shop's database).
 */
import { randomBytes } from 'node:crypto'
import { eq, isNotNull } from 'drizzle-orm'
import { hashPassword } from '../../src/api/auth/password'
import { type LoadAnswer, send } from './http-client'
import { retryAfterSeconds } from './retry-after'
import { connect } from '../../src/api/db/database'
import { accounts, addresses, cities, products, productVariants, users } from '../../src/api/db/schema'

export type StepKind = 'page' | 'cart save' | 'sign-in' | 'order'
/** Shares of each kind in the mix (any positive weights). */
export type MixWeights = Record<StepKind, number>
export const DEFAULT_WEIGHTS: MixWeights = { page: 45, 'cart save': 50, 'sign-in': 3, order: 2 }

/** The answer's status (a success below 400), and the start of its body when it is not one. */
export interface Outcome {
  status: number
  problem?: string
  /** A 503's Retry-After, in seconds (the shop shedding load asks to be called again then). */
  retryAfterSeconds?: number
  /** An order's idempotency key, and its reference when placed (acknowledged: a 2xx). */
  order?: { key: string; reference?: string }
  /** The same request again (an order: same body, same Idempotency-Key), for a shed one. */
  resend?: () => Promise<Outcome>
}
export interface Step {
  kind: StepKind
  run: () => Promise<Outcome>
}

/** The answer's outcome, with the start of a refusal's body to say why (a success's is not decoded). */
async function outcomeOf(response: LoadAnswer): Promise<Outcome> {
  if (response.status < 400) return { status: response.status }
  const text = await response.text()
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'))
  return { status: response.status, problem: text.slice(0, 300), ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }) }
}

/** The prepared customers' password. */
export const MIX_PASSWORD = 'Melange-de-charge-2026'
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
/** A documentation address (RFC 5737) per shopper, so the per-address sign-in limit counts each apart. */
const shopperAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`

interface Line {
  product_id: number
  product_attribute_id: number | null
  quantity: number
}
interface Customer {
  email: string
  token: string
  addressId: number
}

export async function prepareShopperMix({
  baseUrl,
  databaseUrl,
  customers = 20,
  guestCarts = 200,
  weights = DEFAULT_WEIGHTS,
}: {
  baseUrl: string
  databaseUrl: string
  customers?: number
  guestCarts?: number
  weights?: MixWeights
}) {
  const request = async (path: string) => outcomeOf(await send(`${baseUrl}${path}`))
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, init)
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
    return ((await response.json()) as { data: T }).data
  }
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': shopperAddress(), ...headers },
      body: JSON.stringify(body),
    })

  // The catalogue as a shopper meets it: the pages its links lead to, and each product's first pack size.
  const { pool, db } = connect(databaseUrl, 2)
  const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
  if (!casablanca) throw new Error('This shop has no Casablanca: run it on the demo data.')
  const cityId = casablanca.id
  // Stock for every order of the run: a pack size that runs out is refused (409), rightly, but the
  // mix measures orders that go through. Only on the load run's own database.
  await db.update(productVariants).set({ stock: 1_000_000 }).where(isNotNull(productVariants.stock))
  await db.update(products).set({ stock: 1_000_000 }).where(isNotNull(products.stock))
  const catalogue = await json<{ items: { id: number; available: boolean }[] }>(`/api/fr/${cityId}/products?per_page=60`)
  const lines: Line[] = []
  for (const item of catalogue.items.filter((product) => product.available)) {
    const detail = await json<{ in_stock: boolean; formated_attributes: Record<string, { id: number; in_stock: boolean }> | null }>(
      `/api/fr/${cityId}/product/${item.id}`,
    )
    const packs = Object.values(detail.formated_attributes ?? {}).filter((pack) => pack.in_stock)
    if (packs.length > 0) lines.push({ product_id: item.id, product_attribute_id: packs[0]!.id, quantity: 1 })
    else if (detail.in_stock && !detail.formated_attributes) lines.push({ product_id: item.id, product_attribute_id: null, quantity: 1 })
  }
  const linksOf = async (path: string) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    return [...new Set([...html.matchAll(/href="(\/(?:ar\/)?produit\/[^"?#]+)"/g)].map((match) => match[1]!))]
  }
  const pages = ['/', '/ar', '/catalogue', '/ar/catalogue', ...(await linksOf('/catalogue')), ...(await linksOf('/ar/catalogue'))]
  if (lines.length === 0 || pages.length < 6)
    throw new Error(`The catalogue looks empty (${lines.length} products, ${pages.length} pages).`)

  const options = await json<{ delivery_modes: { id: number; dates: string[] }[]; payment_modes: { id: number; online: boolean }[] }>(
    `/api/fr/checkout/options?city_id=${cityId}`,
  )
  const deliveryMode = options.delivery_modes.find((mode) => mode.dates.length > 0)
  const payment = options.payment_modes.find((mode) => !mode.online)
  if (!deliveryMode || !payment) throw new Error('No delivery date or offline payment mode in Casablanca.')

  // Customers with a password and a home address, signed in once each.
  const tag = randomBytes(4).toString('hex')
  const passwordHash = await hashPassword(MIX_PASSWORD)
  const signedIn: Customer[] = []
  const customerIds: number[] = []
  for (let n = 0; n < customers; n++) {
    const [user] = await db
      .insert(users)
      .values({ email: `mix-${tag}-${n}@example.test`, firstName: 'Client', lastName: `Mix ${n}`, phone: '+212612345678', cityId })
      .returning()
    customerIds.push(user!.id)
    await db.insert(accounts).values({ userId: user!.id, providerId: 'credential', accountId: String(user!.id), password: passwordHash })
    const [home] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        label: 'Maison',
        recipientName: `Client Mix ${n}`,
        phone: '+212612345678',
        cityId,
        line1: `${n} rue du Test`,
        isDefault: true,
      })
      .returning()
    const session = await post('/api/fr/login', { email: user!.email, password: MIX_PASSWORD })
    if (!session.ok) throw new Error(`Sign-in of a prepared customer answered ${session.status}`)
    const { data } = (await session.json()) as { data: { token: string } }
    signedIn.push({ email: user!.email, token: data.token, addressId: home!.id })
  }
  await pool.end()

  // Visitors' carts: each saves with its reference and a rising revision, one save at a time.
  const carts: { reference: string | null; revision: number; busy: boolean }[] = Array.from({ length: guestCarts }, () => ({
    reference: null,
    revision: 0,
    busy: false,
  }))
  const someLines = () =>
    Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({ ...pick(lines), quantity: 1 + Math.floor(Math.random() * 4) }))

  const steps: Record<StepKind, () => Promise<Outcome>> = {
    page: () => request(pick(pages)),
    'cart save': async () => {
      let cart = carts.find((each) => !each.busy && Math.random() < 0.2) ?? carts.find((each) => !each.busy)
      if (!cart) carts.push((cart = { reference: null, revision: 0, busy: false }))
      cart.busy = true
      try {
        const revision = cart.revision + 1
        const response = await post(`/api/${pick(['fr', 'ar'])}/save-cart`, {
          city_id: cityId,
          products: someLines(),
          reference: cart.reference,
          revision,
        })
        if (!response.ok) return await outcomeOf(response)
        const { data } = (await response.json()) as { data: { reference: string; revision: number } }
        cart.reference = data.reference
        cart.revision = Math.max(revision, data.revision)
        return { status: response.status }
      } finally {
        cart.busy = false
      }
    },
    'sign-in': async () => {
      return outcomeOf(await post(`/api/${pick(['fr', 'ar'])}/login`, { email: pick(signedIn).email, password: MIX_PASSWORD }))
    },
    order: async () => {
      const customer = pick(signedIn)
      const key = randomBytes(18).toString('base64url')
      const body = {
        city_id: cityId,
        // Two pack sizes, five of each: above the city's minimum order, as a real order is.
        products: [pick(lines), pick(lines)].map((line) => ({ ...line, quantity: 5 })),
        delivery_address_id: customer.addressId,
        delivery_mode_id: deliveryMode.id,
        delivery_date: pick(deliveryMode.dates),
        payment_mode_id: payment.id,
      }
      // A re-send is the same request: the same body under the same key.
      const send = async (): Promise<Outcome> => {
        const response = await post('/api/fr/orders', body, { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': key })
        if (!response.ok) return { ...(await outcomeOf(response)), order: { key }, resend: send }
        const { data } = (await response.json()) as { data: { reference: string } }
        return { status: response.status, order: { key, reference: data.reference }, resend: send }
      }
      return send()
    },
  }

  const kinds = Object.keys(weights) as StepKind[]
  const totalWeight = kinds.reduce((sum, kind) => sum + weights[kind], 0)
  return {
    pages: pages.length,
    products: lines.length,
    /** The prepared customers, whose orders are all the mix's (the ledger check reads them). */
    customerIds,
    /** The next step of the mix, drawn by the weights. */
    next(): Step {
      let draw = Math.random() * totalWeight
      const kind = kinds.find((each) => (draw -= weights[each]) < 0) ?? kinds[0]!
      return { kind, run: steps[kind] }
    },
  }
}
