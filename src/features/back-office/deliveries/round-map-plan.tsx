/**
 * The map without Google (no key, the script failed or still loading; the tests and the demo):
 * each stop drawn at its coordinates on a flat projection, a line per round in its order, the
 * same colours and numbers as Google's map, a click selecting the stop in the lists.
 */
import { memo } from 'react'
import { m } from '~/paraglide/messages.js'
import type { Round } from '~/features/back-office/deliveries/round-plan'

const WIDTH = 1000
const HEIGHT = 640
const MARGIN = 30

/** What the board gives the map, with a key or without. */
export type RoundMapProps = { rounds: Round[]; selected: string | null; onSelect: (reference: string) => void }

export type PinnedStop = { reference: string; latitude: number; longitude: number; colour: string; number: number | null; title: string }

/** A round's stops that have a pin, with what the map shows of each. */
export function pinned(round: Round): PinnedStop[] {
  return round.stops.flatMap((stop, index) => {
    const { latitude, longitude } = stop.address
    if (latitude === null || longitude === null) return []
    const number = round.driverId === null ? null : index + 1
    const title = m.map_board_stop({ position: number ?? '–', name: stop.customer.name, driver: round.name })
    return [{ reference: stop.reference, latitude, longitude, colour: round.colour, number, title }]
  })
}

/** Longitude and latitude to the drawing's x and y, the whole day fitted in, north up, east right. */
function projection(stops: PinnedStop[]) {
  const latitudes = stops.map((stop) => stop.latitude)
  const longitudes = stops.map((stop) => stop.longitude)
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)]
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)]
  const cosLat = Math.cos((((south + north) / 2) * Math.PI) / 180)
  const spanX = Math.max((east - west) * cosLat, 1e-4)
  const spanY = Math.max(north - south, 1e-4)
  const scale = Math.min((WIDTH - 2 * MARGIN) / spanX, (HEIGHT - 2 * MARGIN) / spanY)
  const offsetX = (WIDTH - spanX * scale) / 2
  const offsetY = (HEIGHT - spanY * scale) / 2
  return (stop: PinnedStop) => ({ x: offsetX + (stop.longitude - west) * cosLat * scale, y: offsetY + (north - stop.latitude) * scale })
}

export const RoundMapPlan = memo(function RoundMapPlan({ rounds, selected, onSelect }: RoundMapProps) {
  const byRound = rounds.map((round) => ({ round, stops: pinned(round) }))
  const all = byRound.flatMap((each) => each.stops)
  const unplaced = rounds.reduce((sum, round) => sum + round.stops.length, 0) - all.length
  const place = all.length ? projection(all) : null
  return (
    <figure className="flex flex-col gap-2">
      {/* A map is north-up and east-right whatever the page's direction. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        direction="ltr"
        role="group"
        aria-label={m.map_board_map_label()}
        data-testid="round-map-plan"
        className="w-full rounded-lg border border-slate-200 bg-slate-50"
      >
        {place &&
          byRound.map(({ round, stops }) =>
            round.driverId === null || stops.length < 2 ? null : (
              <polyline
                key={`line-${round.driverId}`}
                points={stops.map((stop) => `${place(stop).x},${place(stop).y}`).join(' ')}
                fill="none"
                stroke={round.colour}
                strokeOpacity={0.5}
                strokeWidth={3}
              />
            ),
          )}
        {place &&
          all.map((stop) => (
            <MapStop key={stop.reference} stop={stop} {...place(stop)} chosen={stop.reference === selected} onSelect={onSelect} />
          ))}
      </svg>
      <figcaption className="text-sm text-slate-600">
        {m.map_board_fallback_note()}
        {unplaced > 0 && <span className="block">{m.map_board_unplaced({ count: unplaced })}</span>}
      </figcaption>
    </figure>
  )
})

/** One stop: drawn again only when its place, colour, number or selection changes (300 stops on a phone). */
type MapStopProps = { stop: PinnedStop; x: number; y: number; chosen: boolean; onSelect: (reference: string) => void }

const MapStop = memo(function MapStop({ stop, x, y, chosen, onSelect }: MapStopProps) {
  return (
    <g data-testid="round-map-stop" data-reference={stop.reference} onClick={() => onSelect(stop.reference)} className="cursor-pointer">
      <title>{stop.title}</title>
      <circle cx={x} cy={y} r={chosen ? 17 : 13} fill={stop.colour} stroke={chosen ? '#0f172a' : '#fff'} strokeWidth={chosen ? 4 : 2} />
      {stop.number !== null && (
        <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff">
          {stop.number}
        </text>
      )}
    </g>
  )
}, sameStop)

function sameStop(a: MapStopProps, b: MapStopProps) {
  return (
    a.x === b.x &&
    a.y === b.y &&
    a.chosen === b.chosen &&
    a.onSelect === b.onSelect &&
    a.stop.colour === b.stop.colour &&
    a.stop.number === b.stop.number &&
    a.stop.title === b.stop.title
  )
}
