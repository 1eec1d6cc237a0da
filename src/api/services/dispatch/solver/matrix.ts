/**
 * Matrices for the solver until a road network is configured: straight-line distances stretched
 * by a per-city road factor (streets are not straight: ~1.3 in a grid city, more with rivers or
 * hills), and durations from an average speed. With OSRM's /table or a route-matrix API the
 * matrices come from there instead and the solver does not change (see docs/decisions/0098).
 */
import { greatCircleMetres } from '~/api/services/places/great-circle'

export interface Point {
  lat: number
  lng: number
}

/** Great-circle distance in metres (places/great-circle.ts, the shop's one). */
export function haversineMetres(a: Point, b: Point): number {
  return greatCircleMetres(a.lat, a.lng, b.lat, b.lng)
}

export interface StraightLineOptions {
  /** Road distance over straight-line distance for the city (e.g. 1.3). */
  roadFactor: number
  /** Average van speed in km/h, for durations in minutes. */
  speedKmh: number
}

/** Distances in metres and durations in minutes between every pair of points. */
export function straightLineMatrices(points: readonly Point[], options: StraightLineOptions) {
  const size = points.length
  const distance = new Float64Array(size * size)
  const duration = new Float64Array(size * size)
  const metresPerMinute = (options.speedKmh * 1000) / 60
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const metres = haversineMetres(points[i]!, points[j]!) * options.roadFactor
      distance[i * size + j] = distance[j * size + i] = metres
      duration[i * size + j] = duration[j * size + i] = metres / metresPerMinute
    }
  }
  return { size, distance, duration }
}

/** Plain Euclidean distances (Solomon's benchmark: double precision, not rounded). */
export function euclideanMatrix(points: readonly { x: number; y: number }[]): Float64Array {
  const size = points.length
  const distance = new Float64Array(size * size)
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      distance[i * size + j] = distance[j * size + i] = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y)
    }
  }
  return distance
}
