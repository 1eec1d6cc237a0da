/**
 * A whole plan during the search: one route per van (empty ones included), which van serves each
 * stop, and the stops not served. Copying a state copies the route list and the index, not the
 * routes (they are immutable, see route.ts).
 */
import type { Model } from './model'
import { buildRoute, type Route } from './route'

export interface State {
  routes: Route[]
  /** Per stop: the van serving it, or -1. */
  routeOf: Int32Array
  /** Stops waiting for a van (after a ruin, or because none could take them). */
  unassigned: number[]
  /** Stops that no van can serve even alone: kept out of the search. */
  excluded: Set<number>
}

export function emptyState(model: Model, excluded: Set<number>): State {
  const routes: Route[] = []
  for (let v = 0; v < model.vehicles; v++) routes.push(buildRoute(model, v, new Int32Array(0)))
  const unassigned: number[] = []
  for (let s = 0; s < model.n; s++) if (!excluded.has(s)) unassigned.push(s)
  return { routes, routeOf: new Int32Array(model.n).fill(-1), unassigned, excluded }
}

export function copyState(state: State): State {
  return {
    routes: state.routes.slice(),
    routeOf: state.routeOf.slice(),
    unassigned: state.unassigned.slice(),
    excluded: state.excluded,
  }
}

export function routesCost(state: State): number {
  let cost = 0
  for (const route of state.routes) cost += route.cost
  return cost
}

/**
 * What the search minimises: the routes' cost plus a penalty per unserved stop larger than any
 * insertion could cost, so that serving one more stop always wins over saving distance.
 */
export function penalisedCost(model: Model, state: State): number {
  return routesCost(state) + state.unassigned.length * unservedPenalty(model)
}

export function unservedPenalty(model: Model): number {
  let maxFixed = 0
  for (let v = 0; v < model.vehicles; v++) maxFixed = Math.max(maxFixed, model.fixedCost[v]!)
  return 1000 * (2 * model.maxDistance + maxFixed + 1)
}
