/** The accountant's page's period from the URL: `?from=&to=` (YYYY-MM-DD), by default this month to today. */
import { shopClock } from '~/lib/shop-dates'
import type { UrlSearch } from '~/lib/url-search'

export type AccountingSearch = { from?: string; to?: string }
export type AccountingPeriod = { from: string; to: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined)

export const readAccountingSearch = (search: UrlSearch): AccountingSearch => ({ from: day(search.from), to: day(search.to) })

export function accountingPeriod(search: AccountingSearch, now = new Date()): AccountingPeriod {
  const today = shopClock(now).day
  const from = search.from ?? `${today.slice(0, 8)}01`
  const to = search.to ?? today
  return from <= to ? { from, to } : { from: to, to: from }
}
