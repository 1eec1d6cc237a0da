import { describe, expect, it } from 'vitest'
import { MAX_WAYPOINTS, roundLegs } from './round-directions'

const pinned = (i: number) => ({
  address: {
    recipient_name: '',
    line1: `${i} rue`,
    line2: '',
    district: '',
    postal_code: '',
    map_url: '',
    latitude: 33.5 + i / 1000,
    longitude: -7.6,
  },
})
const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('the round in Google Maps', () => {
  it('drives a short round in one link from where the phone is, through its stops in order', () => {
    const [leg, ...more] = roundLegs([pinned(1), pinned(2), pinned(3)])
    expect(more).toEqual([])
    expect(leg!.url.startsWith('https://www.google.com/maps/dir/?')).toBe(true)
    expect(params(leg!.url)).toEqual({ api: '1', travelmode: 'driving', destination: '33.503,-7.6', waypoints: '33.501,-7.6|33.502,-7.6' })
    expect([leg!.from, leg!.to]).toEqual([1, 3])
  })

  it('cuts a long round into legs of at most 9 waypoints, each starting at the previous leg’s last stop', () => {
    const stops = Array.from({ length: 23 }, (_, i) => pinned(i + 1))
    const legs = roundLegs(stops, '', 3)
    expect(legs.map((leg) => [leg.from, leg.to])).toEqual([
      [3, 12],
      [13, 22],
      [23, 25],
    ])
    const [first, second, third] = legs.map((leg) => params(leg.url))
    expect(first!.origin).toBeUndefined()
    expect(first!.waypoints!.split('|')).toHaveLength(MAX_WAYPOINTS)
    expect(first!.destination).toBe('33.51,-7.6')
    expect(second!.origin).toBe('33.51,-7.6')
    expect(second!.waypoints!.split('|')[0]).toBe('33.511,-7.6')
    expect(third!.origin).toBe('33.52,-7.6')
    expect(third!.waypoints!.split('|')).toEqual(['33.521,-7.6', '33.522,-7.6'])
    expect(third!.destination).toBe('33.523,-7.6')
  })

  it('names a stop without a pin by its address, and a single stop has no waypoints', () => {
    const stop = { address: { ...pinned(1).address, latitude: null, longitude: null, line1: '24 rue Ibnou Mounir', district: 'Maârif' } }
    const [leg] = roundLegs([stop], 'Casablanca')
    expect(params(leg!.url)).toEqual({ api: '1', travelmode: 'driving', destination: '24 rue Ibnou Mounir, Maârif, Casablanca, Maroc' })
  })
})
