/**
 * One van's route and what the search caches about it, so that "can stop u go between positions
 * i-1 and i, and at what extra distance?" is answered in O(dimensions), without walking the route:
 *
 * - `start[k]`: the earliest service start at position k (the van leaves at shift start and waits
 *   for windows);
 * - `latest[k]`: the latest service start at position k that still lets every later stop start
 *   within its window and the van be back before its shift ends (backward pass). Inserting u
 *   before position k is feasible in time iff u starts within its window and the new start at k
 *   is not after `latest[k]` (the forward time slack idea of Savelsbergh, 1985).
 * - loads: `load[k]` is what is on board after position k-1 (index 0: leaving the depot, with
 *   everything to deliver), with the running maxima from the front and from the back: inserting
 *   u adds its delivery to the loads before it and its pickup to the loads after it.
 *
 * A route object is never changed after it is built: a candidate solution shares the routes it
 * did not touch with the current one (copy on write), so an iteration copies a few arrays only.
 */
import type { Model } from './model'

export interface Route {
  vehicle: number
  stops: Int32Array
  /**
   * The caches in one buffer (one allocation per route built, which the search does often):
   * earliest starts at [0, n), latest starts at [n, 2n), then the loads, their running maxima
   * from the front and from the back, each (n + 1) × dims, at `loadAt`, `prefixAt`, `suffixAt`.
   */
  data: Float64Array
  loadAt: number
  prefixAt: number
  suffixAt: number
  distance: number
  /** Distance plus the van's fixed cost when the route is not empty. */
  cost: number
  /** False when the stops break a window, the shift or a capacity (the caller rejects it). */
  feasible: boolean
}

export function buildRoute(model: Model, vehicle: number, stops: Int32Array): Route {
  const { dims, size, dist, dur, loc, ready, due, service, delivery, pickup, capacity } = model
  const length = stops.length
  const loadAt = 2 * length
  const prefixAt = loadAt + (length + 1) * dims
  const suffixAt = prefixAt + (length + 1) * dims
  const data = new Float64Array(suffixAt + (length + 1) * dims)
  let feasible = true

  // Forward: distance and earliest starts.
  let distance = 0
  let at = model.vStart[vehicle]!
  let time = model.shiftStart[vehicle]!
  for (let k = 0; k < length; k++) {
    const s = stops[k]!
    distance += dist[at * size + loc[s]!]!
    time = Math.max(ready[s]!, time + dur[at * size + loc[s]!]!)
    if (time > due[s]!) feasible = false
    data[k] = time
    time += service[s]!
    at = loc[s]!
  }
  const end = model.vEnd[vehicle]!
  distance += dist[at * size + end]!
  if (length > 0 && time + dur[at * size + end]! > model.shiftEnd[vehicle]!) feasible = false

  // Backward: latest starts.
  let next = end
  let limit = model.shiftEnd[vehicle]!
  for (let k = length - 1; k >= 0; k--) {
    const s = stops[k]!
    limit = Math.min(due[s]!, limit - dur[loc[s]! * size + next]! - service[s]!)
    data[length + k] = limit
    next = loc[s]!
  }

  // Loads: leave with all deliveries, then each stop hands over its delivery and takes its pickup.
  for (let d = 0; d < dims; d++) {
    let onBoard = 0
    for (let k = 0; k < length; k++) onBoard += delivery[stops[k]! * dims + d]!
    data[loadAt + d] = onBoard
    for (let k = 0; k < length; k++) {
      const s = stops[k]!
      onBoard += pickup[s * dims + d]! - delivery[s * dims + d]!
      data[loadAt + (k + 1) * dims + d] = onBoard
    }
    let max = -Infinity
    for (let k = 0; k <= length; k++) {
      max = Math.max(max, data[loadAt + k * dims + d]!)
      data[prefixAt + k * dims + d] = max
    }
    if (max > capacity[vehicle * dims + d]!) feasible = false
    max = -Infinity
    for (let k = length; k >= 0; k--) {
      max = Math.max(max, data[loadAt + k * dims + d]!)
      data[suffixAt + k * dims + d] = max
    }
  }

  const cost = length > 0 ? distance + model.fixedCost[vehicle]! : 0
  return { vehicle, stops, data, loadAt, prefixAt, suffixAt, distance: length > 0 ? distance : 0, cost, feasible }
}

/**
 * The extra cost of serving stop `u` at position `i` of `route` (0: first, stops.length: last),
 * or Infinity when it breaks a window, the shift or a capacity, or costs `bound` or more (the
 * caller's best so far: the cheap distance test first spares most feasibility checks).
 */
export function insertionCost(model: Model, route: Route, u: number, i: number, bound = Infinity): number {
  const { dims, size, dist, dur, loc, ready, due, service, delivery, pickup, capacity } = model
  const v = route.vehicle
  const stops = route.stops
  const length = stops.length
  const data = route.data
  const lu = loc[u]!
  const prevLoc = i === 0 ? model.vStart[v]! : loc[stops[i - 1]!]!
  const nextLoc = i === length ? model.vEnd[v]! : loc[stops[i]!]!
  let added = dist[prevLoc * size + lu]! + dist[lu * size + nextLoc]! - dist[prevLoc * size + nextLoc]!
  if (length === 0) added += model.fixedCost[v]!
  if (added >= bound) return Infinity

  // Capacity: u's delivery rides from the depot to u, its pickup from u to the end.
  const capBase = v * dims
  for (let d = 0; d < dims; d++) {
    const cap = capacity[capBase + d]!
    const del = delivery[u * dims + d]!
    const pick = pickup[u * dims + d]!
    if (data[route.prefixAt + i * dims + d]! + del > cap) return Infinity
    if (data[route.loadAt + i * dims + d]! + pick > cap) return Infinity
    if (i < length && data[route.suffixAt + (i + 1) * dims + d]! + pick > cap) return Infinity
  }

  // Time.
  const leave = i === 0 ? model.shiftStart[v]! : data[i - 1]! + service[stops[i - 1]!]!
  const startU = Math.max(ready[u]!, leave + dur[prevLoc * size + lu]!)
  if (startU > due[u]!) return Infinity
  const leaveU = startU + service[u]!
  if (i === length) {
    if (leaveU + dur[lu * size + nextLoc]! > model.shiftEnd[v]!) return Infinity
  } else if (Math.max(ready[stops[i]!]!, leaveU + dur[lu * size + nextLoc]!) > data[length + i]!) {
    return Infinity
  }
  return added
}

/** The route with `u` inserted at position `i`. */
export function withInserted(model: Model, route: Route, u: number, i: number): Route {
  const stops = new Int32Array(route.stops.length + 1)
  stops.set(route.stops.subarray(0, i), 0)
  stops[i] = u
  stops.set(route.stops.subarray(i), i + 1)
  return buildRoute(model, route.vehicle, stops)
}
