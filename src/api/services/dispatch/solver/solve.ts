/**
 * The dispatch solver: capacitated vehicle routing with time windows, pickups of empties and a
 * fixed fleet. A greedy insertion builds a first plan; then SISR's ruin and recreate (ruin.ts,
 * recreate.ts) under simulated annealing improves it until the time limit: a worse candidate is
 * still accepted with a probability that shrinks as the temperature cools, which keeps the search
 * from settling in the first valley it finds. Pure computation: no I/O, no clock but the limit.
 */
import { compile, type Model } from './model'
import { seededRandom } from './random'
import { recreate } from './recreate'
import { insertionCost, buildRoute, type Route } from './route'
import { ruin } from './ruin'
import { copyState, emptyState, penalisedCost, routesCost, type State } from './state'
import type { PlannedRoute, RoutingProblem, Solution, SolveOptions, UnassignedStop } from './types'

/** Annealing temperatures, as fractions of the first plan's average edge length. */
export const TEMPERATURE = { initial: 1.5, final: 0.01 }

/** Why a stop no van could serve even alone: too big for all, or out of every van's reach in time. */
function diagnose(model: Model): Map<number, UnassignedStop['reason']> {
  const reasons = new Map<number, UnassignedStop['reason']>()
  for (let s = 0; s < model.n; s++) {
    let fits = false
    let reachable = false
    for (let v = 0; v < model.vehicles && !reachable; v++) {
      let fitsThis = true
      for (let d = 0; d < model.dims; d++) {
        const cap = model.capacity[v * model.dims + d]!
        if (model.delivery[s * model.dims + d]! > cap || model.pickup[s * model.dims + d]! > cap) fitsThis = false
      }
      if (!fitsThis) continue
      fits = true
      if (model.ready[s]! > model.due[s]!) continue
      const empty = buildRoute(model, v, new Int32Array(0))
      if (insertionCost(model, empty, s, 0) < Infinity) reachable = true
    }
    if (!fits) reasons.set(s, 'capacity')
    else if (!reachable) reasons.set(s, 'time_window')
  }
  return reasons
}

function better(a: State, b: State): boolean {
  if (a.unassigned.length !== b.unassigned.length) return a.unassigned.length < b.unassigned.length
  return routesCost(a) < routesCost(b) - 1e-9
}

function plannedRoute(model: Model, problem: RoutingProblem, route: Route): PlannedRoute {
  const { dims, size, dur, loc, service } = model
  const v = route.vehicle
  const stops = Array.from(route.stops, (s, k) => {
    const previous = k === 0 ? model.vStart[v]! : loc[route.stops[k - 1]!]!
    const leave = k === 0 ? model.shiftStart[v]! : route.data[k - 1]! + service[route.stops[k - 1]!]!
    return {
      stopId: problem.stops[s]!.id,
      arrival: leave + dur[previous * size + loc[s]!]!,
      serviceStart: route.data[k]!,
      departure: route.data[k]! + service[s]!,
      loadAfter: Array.from(route.data.subarray(route.loadAt + (k + 1) * dims, route.loadAt + (k + 2) * dims)),
    }
  })
  const last = route.stops.length - 1
  const lastLeave = route.data[last]! + service[route.stops[last]!]!
  return {
    vehicleId: problem.vehicles[v]!.id,
    stops,
    departure: model.shiftStart[v]!,
    returnTime: lastLeave + dur[loc[route.stops[last]!]! * size + model.vEnd[v]!]!,
    distance: route.distance,
    loadAtStart: Array.from(route.data.subarray(route.loadAt, route.loadAt + dims)),
  }
}

export function solve(problem: RoutingProblem, options: SolveOptions = {}): Solution {
  const clock = options.clock ?? (() => performance.now())
  const began = clock()
  const timeLimitMs = options.timeLimitMs ?? 1500
  const maxIterations = options.maxIterations ?? Infinity
  const random = seededRandom(options.seed ?? 1)
  const model = compile(problem)

  const reasons = diagnose(model)
  const excluded = new Set(reasons.keys())

  let current = emptyState(model, excluded)
  const firstStops = current.unassigned
  current.unassigned = []
  recreate(model, current, firstStops, random, 0)
  let currentCost = penalisedCost(model, current)
  let best = current

  let served = 0
  let used = 0
  for (const route of current.routes) {
    if (route.stops.length > 0) {
      served += route.stops.length
      used++
    }
  }
  // (1 when every stop is at the depot: a zero temperature would make the schedule NaN.)
  const averageEdge = served > 0 && routesCost(current) > 0 ? routesCost(current) / (served + used) : 1
  const initialTemperature = TEMPERATURE.initial * averageEdge
  const finalTemperature = TEMPERATURE.final * averageEdge

  let iterations = 0
  while (iterations < maxIterations && served > 0) {
    const elapsed = clock() - began
    if (elapsed >= timeLimitMs) break
    // With an iteration budget the schedule follows iterations, so a seed gives one plan.
    const progress = Number.isFinite(maxIterations) ? iterations / maxIterations : elapsed / timeLimitMs
    const temperature = initialTemperature * Math.pow(finalTemperature / initialTemperature, progress)
    iterations++

    const candidate = copyState(current)
    const removed = ruin(model, candidate, random)
    // A ruined route is still feasible (fewer stops) unless the matrix breaks the triangle
    // inequality; such a candidate is dropped.
    if (candidate.routes.some((route) => !route.feasible)) continue
    const toInsert = removed.concat(candidate.unassigned)
    candidate.unassigned = []
    recreate(model, candidate, toInsert, random)

    const candidateCost = penalisedCost(model, candidate)
    if (candidateCost < currentCost - temperature * Math.log(random())) {
      current = candidate
      currentCost = candidateCost
      if (better(current, best)) best = current
    }
  }

  const routes = best.routes.filter((route) => route.stops.length > 0).map((route) => plannedRoute(model, problem, route))
  const unassigned: UnassignedStop[] = []
  for (let s = 0; s < model.n; s++) {
    const reason = reasons.get(s) ?? (best.routeOf[s]! < 0 ? 'fleet' : undefined)
    if (reason) unassigned.push({ stopId: problem.stops[s]!.id, reason })
  }
  const distance = routes.reduce((sum, route) => sum + route.distance, 0)
  return {
    routes,
    unassigned,
    distance,
    cost: routesCost(best),
    iterations,
    elapsedMs: clock() - began,
  }
}
