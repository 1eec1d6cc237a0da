/**
 * The round's suggested order without Google (docs/decisions/0086): salesman.js (simulated
 * annealing) on straight lines from the depot through every stop and back. The stops are laid on a
 * flat plane in kilometres around the depot (equirectangular): within a city that plane's
 * distances are the haversine ones to a fraction of a per cent, and the solver only reads x and y.
 */
import { Point, solve } from 'salesman.js'
import { EARTH_RADIUS_M, greatCircleMetres } from '~/api/services/places/great-circle'

export type Pin = { latitude: number; longitude: number }

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180 / 1000

/** Great-circle metres between two pins (places/great-circle.ts, the shop's one). */
export function haversineMetres(a: Pin, b: Pin): number {
  return greatCircleMetres(a.latitude, a.longitude, b.latitude, b.longitude)
}

/** Metres from the depot through `stops` in order and back to it. */
export function roundMetres(depot: Pin, stops: readonly Pin[]): number {
  let total = 0
  let from = depot
  for (const stop of [...stops, depot]) {
    total += haversineMetres(from, stop)
    from = stop
  }
  return Math.round(total)
}

/** The order to visit `stops` in (indexes into it), leaving from and coming back to `depot`. */
export function solveRound(depot: Pin, stops: readonly Pin[]): number[] {
  if (stops.length < 3) return stops.map((_, index) => index)
  const cosLat = Math.cos((depot.latitude * Math.PI) / 180)
  const plane = (pin: Pin) =>
    new Point((pin.longitude - depot.longitude) * cosLat * KM_PER_DEGREE, (pin.latitude - depot.latitude) * KM_PER_DEGREE)
  const points = [plane(depot), ...stops.map(plane)]
  // The depot is point 0, which the solver never moves: the tour starts there.
  const tour = untangle(points, solve(points))
  const visits = tour.slice(1).map((index) => index - 1)
  // A tour and its reverse are as long: start with the nearer end, as a driver would.
  const first = stops[visits[0]!]!
  const last = stops[visits.at(-1)!]!
  return haversineMetres(depot, last) < haversineMetres(depot, first) ? visits.reverse() : visits
}

/**
 * 2-opt on the solver's tour: reverses any stretch whose two ends cross, until none does or a
 * budget is spent. salesman.js only swaps two stops at a time, which leaves crossings in rounds
 * above about 60 stops (300 random stops: 255 km against 163 km for a plain nearest-neighbour
 * tour); this pass, written here because no maintained library offers it, removes them.
 */
function untangle(points: readonly Point[], tour: number[]): number[] {
  const at = (i: number) => points[tour[i % tour.length]!]!
  const d = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
  let budget = 2000 * points.length
  for (let improved = true; improved && budget > 0;) {
    improved = false
    for (let i = 1; i < tour.length - 1; i++) {
      for (let j = i + 1; j < tour.length; j++, budget--) {
        // Edges (i-1, i) and (j, j+1) become (i-1, j) and (i, j+1): the stretch i..j reversed.
        const gain = d(at(i - 1), at(i)) + d(at(j), at(j + 1)) - d(at(i - 1), at(j)) - d(at(i), at(j + 1))
        if (gain > 1e-9) {
          tour.splice(i, j - i + 1, ...tour.slice(i, j + 1).reverse())
          improved = true
        }
      }
    }
  }
  return tour
}
