/**
 * The day's stops on a map, coloured per driver and numbered in round order (docs/decisions/0086).
 * Google's map when the shop has a maps key and its script loads; else, and while it loads, the
 * plain plan (round-map-plan.tsx), which keeps the same click: it selects the stop in the lists.
 */
/// <reference types="google.maps" />
import { useQuery } from '@tanstack/react-query'
import { APILoadingStatus, APIProvider, Map as GoogleMap, Marker, Polyline, useApiLoadingStatus } from '@vis.gl/react-google-maps'
import { useState } from 'react'
import { getLocale } from '~/paraglide/runtime.js'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { RoundMapPlan, type RoundMapProps, pinned } from './round-map-plan'

export function RoundMap(props: RoundMapProps) {
  const { data: config } = useQuery(publicConfigQuery)
  const [failed, setFailed] = useState(false)
  const key = config?.googleMapsApiKey
  if (!key || failed) return <RoundMapPlan {...props} />
  return (
    <APIProvider apiKey={key} region="MA" language={getLocale()} onError={() => setFailed(true)}>
      <GoogleRoundMap {...props} />
    </APIProvider>
  )
}

function GoogleRoundMap({ rounds, selected, onSelect }: RoundMapProps) {
  const status = useApiLoadingStatus()
  const stops = rounds.flatMap((round) => pinned(round))
  if (status !== APILoadingStatus.LOADED || stops.length === 0)
    return <RoundMapPlan rounds={rounds} selected={selected} onSelect={onSelect} />
  const latitudes = stops.map((stop) => stop.latitude)
  const longitudes = stops.map((stop) => stop.longitude)
  const bounds = {
    south: Math.min(...latitudes),
    north: Math.max(...latitudes),
    west: Math.min(...longitudes),
    east: Math.max(...longitudes),
  }
  return (
    <div className="h-[28rem] overflow-hidden rounded-lg" data-testid="round-map-google">
      <GoogleMap defaultBounds={{ ...bounds, padding: 40 }} gestureHandling="cooperative" disableDefaultUI={false}>
        {rounds.map((round) =>
          round.driverId === null ? null : (
            <Polyline
              key={`line-${round.driverId}`}
              path={pinned(round).map((stop) => ({ lat: stop.latitude, lng: stop.longitude }))}
              strokeColor={round.colour}
              strokeOpacity={0.6}
              strokeWeight={3}
            />
          ),
        )}
        {stops.map((stop) => (
          <Marker
            key={stop.reference}
            position={{ lat: stop.latitude, lng: stop.longitude }}
            title={stop.title}
            label={stop.number ? { text: String(stop.number), color: '#fff', fontWeight: '700' } : undefined}
            icon={{
              path: google.maps.SymbolPath.CIRCLE,
              scale: stop.reference === selected ? 15 : 12,
              fillColor: stop.colour,
              fillOpacity: 1,
              strokeColor: '#fff',
              strokeWeight: 2,
            }}
            onClick={() => onSelect(stop.reference)}
          />
        ))}
      </GoogleMap>
    </div>
  )
}
