/**
 * The routing problem the dispatch solver takes and the plan it gives back. Plain data only
 * (numbers, strings, arrays), so that a problem crosses into a worker thread by structured clone
 * and a plan comes back the same way.
 *
 * Units are the caller's: times and durations in one unit (the shop uses minutes from midnight),
 * distances in another (the shop uses metres). Loads are vectors of the same length everywhere,
 * one entry per dimension (the shop: [jugs, packs]).
 */

/** A place to serve. `location` indexes the problem's matrices. */
export interface Stop {
  id: string
  location: number
  /** What the van brings to this stop (one entry per dimension). It is on board from the depot. */
  delivery: number[]
  /**
   * What the van takes back from this stop (empty jugs), on board from here to the end of the
   * route. Leave it out (or zeros) for a delivery-only stop. A van's load at any point is what it
   * still has to deliver plus what it has already picked up; it must fit its capacity everywhere.
   */
  pickup?: number[]
  /** Service may start from `windowStart` to `windowEnd` (both inclusive); an earlier van waits. */
  windowStart: number
  windowEnd: number
  /** Time spent at the stop, counted from the start of service. */
  serviceTime: number
}

export interface Vehicle {
  id: string
  /** One entry per load dimension, as in the stops. */
  capacity: number[]
  /** The van leaves `start` no earlier than `shiftStart` and is back at `end` by `shiftEnd`. */
  shiftStart: number
  shiftEnd: number
  start: number
  end: number
  /**
   * Added to the cost when the van is used at all, in distance units. 0 (the default) minimises
   * distance only, as Solomon's distance benchmark does; a positive value trades vans for distance.
   */
  fixedCost?: number
}

/**
 * `distance` and `duration` are square matrices over the same locations, row-major in a flat array
 * (entry from i to j at `i * size + j`). `duration` defaults to `distance` (Solomon's instances:
 * one distance unit takes one time unit). The solver minimises distance and checks times against
 * durations, so a road network's matrix (OSRM /table, a route-matrix API) plugs in here unchanged.
 */
export interface RoutingProblem {
  size: number
  distance: ArrayLike<number>
  duration?: ArrayLike<number>
  stops: Stop[]
  vehicles: Vehicle[]
}

export interface SolveOptions {
  /** Wall-clock budget for the search (construction included). Default 1500 ms. */
  timeLimitMs?: number
  /** Stop earlier after this many ruin-and-recreate iterations (for reproducible runs). */
  maxIterations?: number
  /** Seed of the pseudo-random generator: one seed, one plan (given the same iteration count). */
  seed?: number
  /**
   * The clock the time limit is read on, in milliseconds: wall clock by default. A benchmark on a
   * shared machine passes the process's CPU time instead, so that other processes' load does not
   * shorten the search it measures.
   */
  clock?: () => number
}

export interface PlannedStop {
  stopId: string
  /** When the van gets there, when service starts (after waiting for the window) and ends. */
  arrival: number
  serviceStart: number
  departure: number
  /** What is on board when the van leaves this stop, per dimension. */
  loadAfter: number[]
}

export interface PlannedRoute {
  vehicleId: string
  stops: PlannedStop[]
  /** Leaving the start location and coming back to the end location. */
  departure: number
  returnTime: number
  distance: number
  /** On board when leaving the start location: everything to deliver on this route. */
  loadAtStart: number[]
}

/**
 * Why a stop is not in the plan. Never dropped silently: every stop is either on a route or here.
 * - `capacity`: bigger than every van (delivery or pickup, on some dimension).
 * - `time_window`: no van can reach it within its window and still be back before its shift ends.
 * - `fleet`: it fits a van on its own, but not alongside the rest: more vans or longer shifts needed.
 */
export type UnassignedReason = 'capacity' | 'time_window' | 'fleet'

export interface UnassignedStop {
  stopId: string
  reason: UnassignedReason
}

export interface Solution {
  /** Used vans only, in the order of `problem.vehicles`. */
  routes: PlannedRoute[]
  unassigned: UnassignedStop[]
  /** Sum of the routes' distances. */
  distance: number
  /** Distance plus the fixed costs of the vans used. */
  cost: number
  iterations: number
  elapsedMs: number
}
