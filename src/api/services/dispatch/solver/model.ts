/**
 * The problem compiled into flat typed arrays, once per solve: the search reads them millions of
 * times, and indexing a Float64Array is much cheaper than walking objects.
 */
import type { RoutingProblem } from './types'

export interface Model {
  /** Number of stops and of load dimensions. */
  n: number
  dims: number
  size: number
  dist: Float64Array
  dur: Float64Array
  /** Per stop. */
  loc: Int32Array
  ready: Float64Array
  due: Float64Array
  service: Float64Array
  /** Per stop and dimension, at `stop * dims + d`. */
  delivery: Float64Array
  pickup: Float64Array
  /** Per vehicle. */
  vehicles: number
  vStart: Int32Array
  vEnd: Int32Array
  shiftStart: Float64Array
  shiftEnd: Float64Array
  fixedCost: Float64Array
  /** Per vehicle and dimension. */
  capacity: Float64Array
  /** Vans with the same group are interchangeable: the search tries one empty van per group. */
  group: Int32Array
  /** Per stop, the other stops from nearest to farthest (the string removals walk it). */
  neighbours: Int32Array[]
  /** The largest distance in the matrix, to size the penalty of an unserved stop. */
  maxDistance: number
}

function toFloat64(values: ArrayLike<number>, length: number, what: string): Float64Array {
  if (values.length !== length) throw new Error(`${what}: expected ${length} entries, got ${values.length}`)
  const array = values instanceof Float64Array ? values : Float64Array.from(values)
  for (let i = 0; i < length; i++) {
    if (!Number.isFinite(array[i]!) || array[i]! < 0) throw new Error(`${what}: entry ${i} is not a finite non-negative number`)
  }
  return array
}

export function compile(problem: RoutingProblem): Model {
  const { size, stops, vehicles } = problem
  const dims = vehicles[0]?.capacity.length ?? stops[0]?.delivery.length ?? 1
  const dist = toFloat64(problem.distance, size * size, 'distance matrix')
  const dur = problem.duration ? toFloat64(problem.duration, size * size, 'duration matrix') : dist
  const n = stops.length
  const checkLocation = (location: number, who: string) => {
    if (!Number.isInteger(location) || location < 0 || location >= size) {
      throw new Error(`${who}: location ${location} is outside the matrix (size ${size})`)
    }
  }
  const checkVector = (vector: readonly number[], who: string) => {
    if (vector.length !== dims) throw new Error(`${who}: expected ${dims} load dimensions, got ${vector.length}`)
  }

  const model: Model = {
    n,
    dims,
    size,
    dist,
    dur,
    loc: new Int32Array(n),
    ready: new Float64Array(n),
    due: new Float64Array(n),
    service: new Float64Array(n),
    delivery: new Float64Array(n * dims),
    pickup: new Float64Array(n * dims),
    vehicles: vehicles.length,
    vStart: new Int32Array(vehicles.length),
    vEnd: new Int32Array(vehicles.length),
    shiftStart: new Float64Array(vehicles.length),
    shiftEnd: new Float64Array(vehicles.length),
    fixedCost: new Float64Array(vehicles.length),
    capacity: new Float64Array(vehicles.length * dims),
    group: new Int32Array(vehicles.length),
    neighbours: [],
    maxDistance: 0,
  }

  stops.forEach((stop, s) => {
    checkLocation(stop.location, `stop ${stop.id}`)
    checkVector(stop.delivery, `stop ${stop.id} delivery`)
    if (stop.pickup) checkVector(stop.pickup, `stop ${stop.id} pickup`)
    model.loc[s] = stop.location
    model.ready[s] = stop.windowStart
    model.due[s] = stop.windowEnd
    model.service[s] = stop.serviceTime
    for (let d = 0; d < dims; d++) {
      model.delivery[s * dims + d] = stop.delivery[d]!
      model.pickup[s * dims + d] = stop.pickup?.[d] ?? 0
    }
  })

  const groups = new Map<string, number>()
  vehicles.forEach((vehicle, v) => {
    checkLocation(vehicle.start, `vehicle ${vehicle.id} start`)
    checkLocation(vehicle.end, `vehicle ${vehicle.id} end`)
    checkVector(vehicle.capacity, `vehicle ${vehicle.id} capacity`)
    model.vStart[v] = vehicle.start
    model.vEnd[v] = vehicle.end
    model.shiftStart[v] = vehicle.shiftStart
    model.shiftEnd[v] = vehicle.shiftEnd
    model.fixedCost[v] = vehicle.fixedCost ?? 0
    vehicle.capacity.forEach((c, d) => (model.capacity[v * dims + d] = c))
    const key = JSON.stringify([vehicle.capacity, vehicle.shiftStart, vehicle.shiftEnd, vehicle.start, vehicle.end, vehicle.fixedCost ?? 0])
    if (!groups.has(key)) groups.set(key, groups.size)
    model.group[v] = groups.get(key)!
  })

  for (let i = 0; i < size * size; i++) if (dist[i]! > model.maxDistance) model.maxDistance = dist[i]!

  // Nearness between two stops, both ways averaged (a road matrix is not symmetric).
  for (let s = 0; s < n; s++) {
    const others: number[] = []
    for (let t = 0; t < n; t++) if (t !== s) others.push(t)
    const row = model.loc[s]! * size
    const near = (t: number) => dist[row + model.loc[t]!]! + dist[model.loc[t]! * size + model.loc[s]!]!
    others.sort((a, b) => near(a) - near(b))
    model.neighbours.push(Int32Array.from(others))
  }
  return model
}
