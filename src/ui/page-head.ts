import { m } from '../paraglide/messages.js'

/** The `<title>` of a page: its own name, then the shop's. */
export function pageHead(title: string) {
  return { meta: [{ title: `${title} · ${m.shop_name()}` }] }
}

/** Pages with personal data must never be kept by a browser or shared cache. */
export const noStoreHeaders = () => ({ 'Cache-Control': 'private, no-store' })
