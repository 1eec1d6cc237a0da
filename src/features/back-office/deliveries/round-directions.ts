/**
 * "Open the whole round in Google Maps" (issue 36 §3): Maps URLs (`/maps/dir/?api=1`) with the
 * stops left, in round order. Such a link carries at most 9 waypoints besides its destination, so
 * a longer round is cut into legs of 10 stops, each leg starting where the previous one ended;
 * the first starts where the phone is (no origin: Google Maps uses the device's position).
 */
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'

/** Waypoints in one Maps URL besides its destination (Google's documented limit). */
export const MAX_WAYPOINTS = 9

export type Leg = { url: string; from: number; to: number }

/** Where Google Maps should go for a stop: its pin when it has one, else its address's text. */
function placeOf(stop: Pick<DeliveryOrder, 'address'>, city: string): string {
  const { latitude, longitude, line1, line2, district } = stop.address
  if (latitude !== null && longitude !== null) return `${latitude},${longitude}`
  return [line1, line2, district, city, 'Maroc'].filter(Boolean).join(', ')
}

/** The legs that drive through `stops` in order, numbered from 1 as the round shows them. */
export function roundLegs(stops: readonly Pick<DeliveryOrder, 'address'>[], city = '', firstNumber = 1): Leg[] {
  const perLeg = MAX_WAYPOINTS + 1
  const legs: Leg[] = []
  for (let start = 0; start < stops.length; start += perLeg) {
    const leg = stops.slice(start, start + perLeg).map((stop) => placeOf(stop, city))
    const params = new URLSearchParams({ api: '1', travelmode: 'driving', destination: leg.at(-1)! })
    if (start > 0) params.set('origin', placeOf(stops[start - 1]!, city))
    if (leg.length > 1) params.set('waypoints', leg.slice(0, -1).join('|'))
    legs.push({ url: `https://www.google.com/maps/dir/?${params}`, from: firstNumber + start, to: firstNumber + start + leg.length - 1 })
  }
  return legs
}
