/**
 * The dispatch (issue 45, docs/decisions/0100): the fleet it splits a day among (the drivers' vans
 * and the depots they leave from, `/api/admin/dispatch/fleet`), the proposal for a city's day
 * (`/api/admin/dispatch/proposal`) and its one versioned save (`/api/admin/dispatch/apply`).
 */
import { z } from '@hono/zod-openapi'
import { idSchema, isoDaySchema, localeSchema, successSchema } from './common'
import { ROUND_MAX } from './admin-deliveries'

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/
/** "08:30", the shop's clock; "24:00" is the day's end. */
export const clockSchema = z.string().regex(HOUR_MINUTE)
const reference = z.string().min(1).max(40)

// ─── The fleet ──────────────────────────────────────────────────────────────

export const vanSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  /** Null: the driver has no van yet (never given a round by the dispatch). */
  van: z
    .object({
      city_id: z.number().int(),
      label: z.string(),
      jug_capacity: z.number().int(),
      pack_capacity: z.number().int(),
      shift_start: clockSchema,
      shift_end: clockSchema,
      minutes_per_stop: z.number().int(),
      version: z.number().int(),
    })
    .nullable(),
})
export type Van = z.infer<typeof vanSchema>

export const depotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The cities whose vans leave from it. */
  city_ids: z.array(z.number().int()),
  version: z.number().int(),
})
export type Depot = z.infer<typeof depotSchema>

export const fleetSchema = z.object({
  vans: z.array(vanSchema),
  depots: z.array(depotSchema),
  cities: z.array(z.object({ id: z.number().int(), name: z.string(), depot_id: z.number().int().nullable() })),
})
export type Fleet = z.infer<typeof fleetSchema>
export const fleetResponseSchema = successSchema(fleetSchema).openapi('DispatchFleetResponse')

export const vanBodySchema = z
  .object({
    city_id: idSchema,
    label: z.string().trim().max(60),
    jug_capacity: z.number().int().min(0).max(2000),
    pack_capacity: z.number().int().min(0).max(2000),
    shift_start: clockSchema,
    shift_end: clockSchema,
    minutes_per_stop: z.number().int().min(1).max(240),
    /** The van's version as the form showed it; 0 for a driver without one yet. */
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .openapi('DispatchVan')
export type VanBody = z.infer<typeof vanBodySchema>

export const depotBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    latitude: z.number().min(20).max(37),
    longitude: z.number().min(-18).max(-0.9),
    city_ids: z.array(idSchema).max(100),
    /** The depot's version as the form showed it; 0 for a new depot. */
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .openapi('DispatchDepot')
export type DepotBody = z.infer<typeof depotBodySchema>

export const vanResponseSchema = successSchema(vanSchema).openapi('DispatchVanResponse')
export const depotResponseSchema = successSchema(depotSchema).openapi('DispatchDepotResponse')

// ─── The proposal ───────────────────────────────────────────────────────────

export const proposalQuerySchema = z.object({ lang: localeSchema.optional(), date: isoDaySchema, city: idSchema })

const loadSchema = z.object({ jugs: z.number().int(), packs: z.number().int() })

export const proposedStopSchema = z.object({
  reference: z.string(),
  customer: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Full jugs and packs delivered, empties brought back. */
  jugs: z.number().int(),
  packs: z.number().int(),
  empties: z.number().int(),
  window_start: clockSchema,
  window_end: clockSchema,
  arrival: clockSchema,
  /** The driver it has today, if any: the proposal may move it. */
  current_driver_id: z.number().int().nullable(),
})
export type ProposedStop = z.infer<typeof proposedStopSchema>

export const proposedRoundSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  van_label: z.string(),
  capacity: loadSchema,
  /** The most the van carries at once: full jugs out, empties back (a jug's place either way). */
  peak: loadSchema,
  shift_start: clockSchema,
  shift_end: clockSchema,
  minutes_per_stop: z.number().int(),
  returns_at: clockSchema,
  distance_m: z.number().int(),
  stops: z.array(proposedStopSchema),
})
export type ProposedRound = z.infer<typeof proposedRoundSchema>

/** No pin on the map; bigger than every van; no window any van reaches; it fits alone but not with the rest (more vans or longer shifts); no van in the city. */
export const UNSERVED_REASONS = ['no_pin', 'capacity', 'time_window', 'fleet', 'no_van'] as const
export const unservedSchema = z.object({
  reference: z.string(),
  customer: z.string(),
  reason: z.enum(UNSERVED_REASONS),
  /** The reason in the team member's language. */
  message: z.string(),
  jugs: z.number().int(),
  packs: z.number().int(),
  empties: z.number().int(),
})
export type Unserved = z.infer<typeof unservedSchema>

export const proposalSchema = z.object({
  date: isoDaySchema,
  city: z.number().int(),
  /** The board the proposal was made from: the apply names it, and a board changed since is refused (409). */
  board_version: z.number().int(),
  depot: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
  rounds: z.array(proposedRoundSchema),
  unserved: z.array(unservedSchema),
  distance_m: z.number().int(),
  /** The same stops as today's rounds leave them, for comparison (straight lines × the city's road factor). */
  current_distance_m: z.number().int(),
  solve_ms: z.number().int(),
})
export type Proposal = z.infer<typeof proposalSchema>
export const proposalResponseSchema = successSchema(proposalSchema).openapi('DispatchProposalResponse')

// ─── The apply ──────────────────────────────────────────────────────────────

export const applyBodySchema = z
  .object({
    date: isoDaySchema,
    city: idSchema,
    board_version: z.number().int(),
    /** Each driver's round in order; a confirmed order of the day in none is left without a driver. */
    rounds: z.array(z.object({ driver_id: idSchema, references: z.array(reference).max(ROUND_MAX) })).max(50),
  })
  .openapi('DispatchApply')
export type ApplyBody = z.infer<typeof applyBodySchema>

export const applyResponseSchema = successSchema(
  z.object({ board_version: z.number().int(), assigned: z.number().int(), unassigned: z.number().int() }),
).openapi('DispatchApplyResponse')
