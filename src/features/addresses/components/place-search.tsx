/// <reference types="google.maps" />
import { APIProvider, Map as GoogleMap, Marker, useMapsLibrary } from '@vis.gl/react-google-maps'
import { useEffect, useRef, useState } from 'react'
import { MOROCCO_BOUNDS } from '~/api/contract/address-input'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { TextControl } from '~/ui/form/controls'
import { toast } from '~/ui/toasts/toast-store'

export type PickedPlace = {
  line1: string
  district: string
  postalCode: string
  /** The locality as Google names it, matched against the shop's cities by the form. */
  locality: string
  latitude: number
  longitude: number
}
type Position = { latitude: number; longitude: number }

/**
 * Google Places autocomplete restricted to Morocco, with a draggable pin. Only rendered when a
 * maps key is configured. When the script cannot load, one toast says so and the manual fields
 * of the form stay as they are (docs/decisions/0011).
 */
export function PlaceSearch({
  apiKey,
  position,
  onPlace,
  onMove,
}: {
  apiKey: string
  position: Position | null
  onPlace: (place: PickedPlace) => void
  onMove: (position: Position) => void
}) {
  // A new place re-centres the map; dragging the pin does not.
  const [picks, setPicks] = useState(0)
  // The loader reports one failure per library it could not load: one toast is enough.
  const failureShown = useRef(false)
  return (
    <APIProvider
      apiKey={apiKey}
      libraries={['places']}
      region="MA"
      language={getLocale()}
      onError={() => {
        if (failureShown.current) return
        failureShown.current = true
        toast.error(m.address_maps_failed())
      }}
    >
      <PlaceInput
        onPlace={(place) => {
          setPicks((count) => count + 1)
          onPlace(place)
        }}
      />
      {position ? <PinMap key={picks} position={position} onMove={onMove} /> : null}
    </APIProvider>
  )
}

function PlaceInput({ onPlace }: { onPlace: (place: PickedPlace) => void }) {
  const places = useMapsLibrary('places')
  const input = useRef<HTMLInputElement>(null)
  const latest = useRef(onPlace)
  latest.current = onPlace

  useEffect(() => {
    if (!places || !input.current) return
    const autocomplete = new places.Autocomplete(input.current, {
      componentRestrictions: { country: 'ma' },
      fields: ['address_components', 'geometry', 'name'],
      bounds: { south: MOROCCO_BOUNDS.south, north: MOROCCO_BOUNDS.north, west: MOROCCO_BOUNDS.west, east: MOROCCO_BOUNDS.east },
    })
    const listener = autocomplete.addListener('place_changed', () => {
      const picked = toPickedPlace(autocomplete.getPlace())
      if (picked) latest.current(picked)
    })
    return () => listener.remove()
  }, [places])

  return (
    <div className="sm:col-span-2">
      <label htmlFor="address-search" className="mb-1 block text-sm font-semibold">
        {m.address_search()}
      </label>
      <TextControl
        ref={input}
        id="address-search"
        type="search"
        autoComplete="off"
        disabled={!places}
        aria-describedby="address-search-hint"
        // Enter picks a suggestion; it must not submit the address form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault()
        }}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
      />
      <p id="address-search-hint" className="mt-1 text-xs text-slate-500">
        {m.address_search_hint()}
      </p>
    </div>
  )
}

function PinMap({ position, onMove }: { position: Position; onMove: (position: Position) => void }) {
  const at = { lat: position.latitude, lng: position.longitude }
  return (
    <div
      className="h-56 overflow-hidden rounded-lg border border-slate-200 sm:col-span-2"
      aria-label={m.address_map_label()}
      role="region"
      data-testid="address-map"
    >
      <GoogleMap defaultCenter={at} defaultZoom={16} gestureHandling="cooperative" disableDefaultUI clickableIcons={false}>
        <Marker
          position={at}
          draggable
          onDragEnd={(event) => {
            const moved = event.latLng
            if (moved) onMove({ latitude: moved.lat(), longitude: moved.lng() })
          }}
        />
      </GoogleMap>
    </div>
  )
}

function toPickedPlace(place: google.maps.places.PlaceResult): PickedPlace | null {
  const location = place.geometry?.location
  if (!location) return null
  const part = (type: string) => place.address_components?.find((component) => component.types.includes(type))?.long_name ?? ''
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ')
  return {
    line1: street || place.name || '',
    district: part('sublocality_level_1') || part('sublocality') || part('neighborhood'),
    postalCode: part('postal_code'),
    locality: part('locality') || part('administrative_area_level_2'),
    latitude: location.lat(),
    longitude: location.lng(),
  }
}
