import { describe, expect, it } from 'vitest'
import { haversineMetres, type Pin, roundMetres, solveRound } from './route-solver'

const casablanca: Pin = { latitude: 33.5731, longitude: -7.5898 }
const rabat: Pin = { latitude: 34.0209, longitude: -6.8416 }

/** `count` pins on a circle of `km` around `centre`, in the circle's order. */
function circle(centre: Pin, km: number, count: number): Pin[] {
  const cosLat = Math.cos((centre.latitude * Math.PI) / 180)
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count
    return {
      latitude: centre.latitude + (km / 111.2) * Math.sin(angle),
      longitude: centre.longitude + (km / (111.2 * cosLat)) * Math.cos(angle),
    }
  })
}

describe('straight-line distances', () => {
  it('measures Casablanca to Rabat as the great circle does (about 85 km between their centres)', () => {
    expect(haversineMetres(casablanca, rabat) / 1000).toBeCloseTo(85.2, 0)
  })

  it('measures a round from the depot through its stops and back', () => {
    expect(roundMetres(casablanca, [rabat])).toBe(Math.round(2 * haversineMetres(casablanca, rabat)))
    expect(roundMetres(casablanca, [])).toBe(0)
  })
})

describe('the solver', () => {
  it('drives round a circle of stops from a depot at its centre, stop after neighbouring stop', () => {
    const stops = circle(casablanca, 3, 12)
    // Given shuffled, it must find the circle again (either way round, from any stop).
    const shuffled = [7, 2, 11, 0, 5, 9, 3, 10, 1, 6, 8, 4]
    for (let run = 0; run < 5; run++) {
      const order = solveRound(
        casablanca,
        shuffled.map((i) => stops[i]!),
      ).map((index) => shuffled[index]!)
      expect(new Set(order).size).toBe(12)
      for (let i = 1; i < order.length; i++) {
        const step = Math.abs(order[i]! - order[i - 1]!)
        expect(step === 1 || step === 11, `order ${order.join(',')}`).toBe(true)
      }
    }
  })

  it('starts with the nearer end of the tour and beats a zigzag', () => {
    // Four stops on a line going east from the depot, given in a zigzag.
    const east = (km: number): Pin => ({ latitude: casablanca.latitude, longitude: casablanca.longitude + km / 92.7 })
    const stops = [east(4), east(1), east(3), east(2.2), { latitude: casablanca.latitude + 0.02, longitude: east(2.5).longitude }]
    const order = solveRound(casablanca, stops)
    expect(order[0]).toBe(1)
    expect(
      roundMetres(
        casablanca,
        order.map((i) => stops[i]!),
      ),
    ).toBeLessThan(roundMetres(casablanca, stops))
  })

  it('keeps one or two stops as they are', () => {
    expect(solveRound(casablanca, [rabat])).toEqual([0])
    expect(solveRound(casablanca, [rabat, casablanca])).toEqual([0, 1])
  })
})
