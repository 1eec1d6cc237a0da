/**
 * A round's order from Google's Routes API (`computeRoutes` with `optimizeWaypointOrder`), used
 * only when `GOOGLE_ROUTES_API_KEY` is set (docs/decisions/0086). It optimises at most 25
 * intermediate stops: a longer round, or any failure, is left to the shop's solver (null).
 * Not reachable from the tests (no network, no key): kept this small on purpose.
 */
import { log } from '~/lib/logger.server'
import type { Pin } from './route-solver'

const ENDPOINT = 'https://routes.googleapis.com/directions/v2:computeRoutes'
export const GOOGLE_MAX_STOPS = 25

const waypoint = (pin: Pin) => ({ location: { latLng: { latitude: pin.latitude, longitude: pin.longitude } } })

/** The visiting order (indexes into `stops`) from and back to `depot`, or null to use the solver. */
export async function googleRoundOrder(apiKey: string, depot: Pin, stops: readonly Pin[]): Promise<number[] | null> {
  if (stops.length < 2 || stops.length > GOOGLE_MAX_STOPS) return null
  try {
    const answer = await fetch(ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': apiKey,
        'X-Goog-FieldMask': 'routes.optimizedIntermediateWaypointIndex',
      },
      body: JSON.stringify({
        origin: waypoint(depot),
        destination: waypoint(depot),
        intermediates: stops.map(waypoint),
        travelMode: 'DRIVE',
        optimizeWaypointOrder: true,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!answer.ok) throw new Error(`Routes API answered ${answer.status}`)
    const body = (await answer.json()) as { routes?: { optimizedIntermediateWaypointIndex?: number[] }[] }
    const order = body.routes?.[0]?.optimizedIntermediateWaypointIndex
    const isPermutation = order?.length === stops.length && new Set(order).size === stops.length && order.every((i) => stops[i])
    if (!isPermutation) throw new Error('Routes API gave no order for every stop')
    return order
  } catch (error) {
    log.warn({ err: error }, '[rounds] Google route optimisation failed: the shop solver orders the round')
    return null
  }
}
