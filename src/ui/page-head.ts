import { m } from '~/paraglide/messages.js'

/** The `<title>` of a page: its own name, then the shop's. */
export function pageTitle(name: string) {
  return `${name} · ${m.shop_name()}`
}

export function pageHead(name: string) {
  return { meta: [{ title: pageTitle(name) }] }
}

/** Pages with personal data must never be kept by a browser or shared cache. */
export const noStoreHeaders = () => ({ 'Cache-Control': 'private, no-store' })
