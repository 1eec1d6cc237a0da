/**
 * The dispatch solver (src/api/services/dispatch/solver): every plan is checked here against the
 * problem by an independent walk of its routes (loads per dimension with pickups, windows, shift
 * ends), infeasible stops come back with their reason, a seed gives one plan, and the quality on
 * three of Solomon's instances stays near their best known distances. Iteration budgets, not wall
 * clock, so the figures hold on a loaded machine. Then the worker: it answers, and the main
 * thread's event loop keeps ticking meanwhile.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { solveInWorker } from '~/api/services/dispatch/solver-worker'
import { solve, straightLineMatrices, type RoutingProblem, type Solution } from '~/api/services/dispatch/solver'
import { seededRandom } from '~/api/services/dispatch/solver/random'
import { parseSolomon } from '~/api/services/dispatch/solver/solomon'

const SOLOMON = join(import.meta.dirname, '../fixtures/solomon')
const solomon = (name: string) => parseSolomon(readFileSync(join(SOLOMON, `${name}.txt`), 'utf8'))
const bks = JSON.parse(readFileSync(join(SOLOMON, 'bks.json'), 'utf8')) as Record<string, { distance: number }>

/** A small shop day around Casablanca: two load dimensions [jugs, packs], empties picked up. */
function shopDay(seed: number, stops = 40, vans = 4): RoutingProblem {
  const random = seededRandom(seed)
  const depot = { lat: 33.5731, lng: -7.5898 }
  const points = [
    depot,
    ...Array.from({ length: stops }, () => ({ lat: depot.lat + (random() - 0.5) * 0.12, lng: depot.lng + (random() - 0.5) * 0.14 })),
  ]
  const { size, distance, duration } = straightLineMatrices(points, { roadFactor: 1.35, speedKmh: 25 })
  return {
    size,
    distance,
    duration,
    stops: Array.from({ length: stops }, (_, s) => {
      const from = 8 * 60 + Math.floor(random() * 8) * 60
      const jugs = Math.floor(random() * 6)
      return {
        id: `S${s + 1}`,
        location: s + 1,
        delivery: [jugs, Math.floor(random() * 8)],
        pickup: [Math.floor(random() * (jugs + 2)), 0],
        windowStart: from,
        windowEnd: from + 120 + Math.floor(random() * 3) * 60,
        serviceTime: 5 + Math.floor(random() * 6),
      }
    }),
    vehicles: Array.from({ length: vans }, (_, v) => ({
      id: `van-${v + 1}`,
      capacity: [30, 40],
      shiftStart: 8 * 60,
      shiftEnd: 18 * 60,
      start: 0,
      end: 0,
    })),
  }
}

/** Walks every route again from the matrices and fails on any broken rule. */
function checkPlan(problem: RoutingProblem, solution: Solution) {
  const byId = new Map(problem.stops.map((stop) => [stop.id, stop]))
  const duration = problem.duration ?? problem.distance
  const seen = new Set<string>()
  let total = 0
  for (const route of solution.routes) {
    const vehicle = problem.vehicles.find((v) => v.id === route.vehicleId)!
    const stops = route.stops.map((planned) => byId.get(planned.stopId)!)
    const dims = vehicle.capacity.length
    // Loads: leave with every delivery, hand over, take the empties.
    const load = Array.from({ length: dims }, (_, d) => stops.reduce((sum, stop) => sum + stop.delivery[d]!, 0))
    load.forEach((value, d) => expect(value).toBeLessThanOrEqual(vehicle.capacity[d]!))
    let at = vehicle.start
    let time = vehicle.shiftStart
    let distance = 0
    stops.forEach((stop, k) => {
      expect(seen.has(stop.id)).toBe(false)
      seen.add(stop.id)
      distance += Number(problem.distance[at * problem.size + stop.location])
      time = Math.max(stop.windowStart, time + Number(duration[at * problem.size + stop.location]))
      expect(time).toBeLessThanOrEqual(stop.windowEnd + 1e-9)
      expect(route.stops[k]!.serviceStart).toBeCloseTo(time, 6)
      time += stop.serviceTime
      for (let d = 0; d < dims; d++) {
        load[d] = load[d]! - stop.delivery[d]! + (stop.pickup?.[d] ?? 0)
        expect(load[d]).toBeLessThanOrEqual(vehicle.capacity[d]!)
      }
      at = stop.location
    })
    distance += Number(problem.distance[at * problem.size + vehicle.end])
    time += Number(duration[at * problem.size + vehicle.end])
    expect(time).toBeLessThanOrEqual(vehicle.shiftEnd + 1e-9)
    expect(route.returnTime).toBeCloseTo(time, 6)
    expect(route.distance).toBeCloseTo(distance, 6)
    total += distance
  }
  // Every stop is on a route or listed unassigned, never both, never lost.
  for (const { stopId } of solution.unassigned) {
    expect(seen.has(stopId)).toBe(false)
    seen.add(stopId)
  }
  expect(seen.size).toBe(problem.stops.length)
  expect(solution.distance).toBeCloseTo(total, 6)
}

describe('solve', () => {
  it('keeps every van within its capacity on both dimensions, empties included, every stop in its window, every van back before its shift ends', () => {
    for (const seed of [1, 2, 3]) {
      const problem = shopDay(seed)
      const solution = solve(problem, { seed, maxIterations: 1500, timeLimitMs: 20_000 })
      checkPlan(problem, solution)
      expect(solution.unassigned).toEqual([])
    }
  })

  it('lists a stop too big for every van as unassigned for capacity, and one out of reach in time for its window', () => {
    const problem = shopDay(4, 20, 3)
    problem.stops[3]!.delivery = [31, 0] // the vans carry 30 jugs
    problem.stops[7]!.pickup = [0, 41] // or take back 40 packs
    problem.stops[9]!.windowStart = 17 * 60 + 58 // opens two minutes before the shift ends
    problem.stops[9]!.windowEnd = 17 * 60 + 59
    problem.stops[12]!.windowStart = 6 * 60 // closes before a van can get there
    problem.stops[12]!.windowEnd = 8 * 60
    const solution = solve(problem, { seed: 1, maxIterations: 500, timeLimitMs: 20_000 })
    checkPlan(problem, solution)
    expect(solution.unassigned).toEqual([
      { stopId: 'S4', reason: 'capacity' },
      { stopId: 'S8', reason: 'capacity' },
      { stopId: 'S10', reason: 'time_window' },
      { stopId: 'S13', reason: 'time_window' },
    ])
  })

  it('lists the stops one van cannot all take as unassigned for the fleet, and serves the rest', () => {
    const problem = shopDay(5, 30, 1)
    problem.vehicles[0]!.capacity = [20, 25]
    const solution = solve(problem, { seed: 1, maxIterations: 500, timeLimitMs: 20_000 })
    checkPlan(problem, solution)
    expect(solution.unassigned.length).toBeGreaterThan(0)
    expect(solution.unassigned.every((stop) => stop.reason === 'fleet')).toBe(true)
    expect(solution.routes[0]!.stops.length).toBeGreaterThan(0)
  })

  it('serves stops that all sit at the depot (a zero-length day)', () => {
    const problem = shopDay(7, 5, 1)
    problem.stops.forEach((stop) => (stop.location = 0))
    const solution = solve(problem, { seed: 1, maxIterations: 50, timeLimitMs: 20_000 })
    checkPlan(problem, solution)
    expect(solution.unassigned).toEqual([])
    expect(solution.distance).toBe(0)
  })

  it('gives the same plan for the same seed and iteration budget', () => {
    const problem = shopDay(6)
    const options = { seed: 42, maxIterations: 800, timeLimitMs: 20_000 }
    const strip = (solution: Solution) => ({ routes: solution.routes, unassigned: solution.unassigned, distance: solution.distance })
    expect(strip(solve(problem, options))).toEqual(strip(solve(problem, options)))
  })

  it.each([
    ['C101', 1],
    ['R101', 4],
    ['RC101', 4],
  ])('reaches %s within %i percent of its best known distance (distance alone minimised)', (name, percent) => {
    const problem = solomon(name)
    const solution = solve(problem, { seed: 1, maxIterations: 4000, timeLimitMs: 20_000 })
    checkPlan(problem, solution)
    expect(solution.unassigned).toEqual([])
    const gap = (solution.distance - bks[name]!.distance) / bks[name]!.distance
    expect(gap * 100).toBeLessThanOrEqual(percent)
  })
})

describe('solveInWorker', () => {
  it('answers from a worker thread while the main thread keeps ticking', async () => {
    const problem = solomon('R101')
    let ticks = 0
    let longestGap = 0
    let last = performance.now()
    const interval = setInterval(() => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
      ticks++
    }, 10)
    try {
      const solution = await solveInWorker(problem, { seed: 1, timeLimitMs: 800 })
      checkPlan(problem, solution)
      expect(solution.unassigned).toEqual([])
      expect(solution.iterations).toBeGreaterThan(0)
    } finally {
      clearInterval(interval)
    }
    // Solved on the main thread, the loop would not tick for the whole 800 ms.
    expect(ticks).toBeGreaterThan(20)
    expect(longestGap).toBeLessThan(400)
  }, 30_000)
})
