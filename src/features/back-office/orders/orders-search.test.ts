import { describe, expect, it } from 'vitest'
import { readOrdersSearch } from './orders-search'

describe('the orders list URL search', () => {
  it('opens from a stale or hand-edited link: wrong values dropped, good ones kept', () => {
    expect(
      readOrdersSearch({
        status: 'lost',
        city: '2',
        from: 'yesterday',
        to: '2026-11-30',
        dates: 'shipped',
        q: ' CMD-42 ',
        sort: 'total',
        dir: 'sideways',
        page: '0',
        per_page: '50',
      }),
    ).toStrictEqual({
      status: undefined,
      city: 2,
      from: undefined,
      to: '2026-11-30',
      dates: undefined,
      payment: undefined,
      q: 'CMD-42',
      sort: 'total',
      dir: undefined,
      page: undefined,
      per_page: 50,
    })
    expect(readOrdersSearch({ per_page: '30' }).per_page).toBeUndefined()
    expect(readOrdersSearch({ dates: 'delivered' }).dates).toBe('delivered')
    expect(readOrdersSearch({ status: 'delivered', dir: 'asc', page: 3 })).toMatchObject({ status: 'delivered', dir: 'asc', page: 3 })
  })
})
