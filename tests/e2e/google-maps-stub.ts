import type { Page } from '@playwright/test'

/**
 * A small fake of the Google Maps JavaScript API, served instead of maps.googleapis.com: enough
 * for @vis.gl/react-google-maps (importLibrary, Map, Marker, events) and for a Places Autocomplete
 * that offers one suggestion under the search box while typing. Clicking it picks `place`.
 * `window.__dragPin(lat, lng)` moves the pin as a drag would.
 */
const stub = (place: object) => `
(() => {
  const maps = window.google.maps;
  class MVCObject {
    constructor() { this.__listeners = {}; }
    addListener(name, fn) {
      (this.__listeners[name] ||= []).push(fn);
      return { remove: () => { this.__listeners[name] = this.__listeners[name].filter((f) => f !== fn); } };
    }
    __fire(name, ...args) { for (const fn of this.__listeners[name] || []) fn(...args); }
    set(key, value) { this[key] = value; }
    get(key) { return this[key]; }
    bindTo() {}
  }
  class LatLng {
    constructor(lat, lng) { if (typeof lat === 'object') { lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng; lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat; } this.__lat = lat; this.__lng = lng; }
    lat() { return this.__lat; } lng() { return this.__lng; }
    toJSON() { return { lat: this.__lat, lng: this.__lng }; }
    equals(other) { return !!other && other.lat() === this.__lat && other.lng() === this.__lng; }
  }
  class LatLngBounds { constructor() {} extend() { return this; } }
  class Map extends MVCObject {
    constructor(div, options = {}) { super(); this.div = div; this.options = options; div.dataset.fakeMap = 'true'; this.center = new LatLng(options.center || { lat: 0, lng: 0 }); this.zoom = options.zoom ?? 10; }
    setOptions(options) { Object.assign(this.options, options); }
    moveCamera(camera) { if (camera.center) this.center = new LatLng(camera.center); if (camera.zoom !== undefined) this.zoom = camera.zoom; }
    getCenter() { return this.center; } setCenter(c) { this.center = new LatLng(c); }
    getZoom() { return this.zoom; } setZoom(z) { this.zoom = z; }
    getHeading() { return 0; } getTilt() { return 0; } getBounds() { return undefined; }
    fitBounds() {} panTo(c) { this.setCenter(c); }
  }
  class Marker extends MVCObject {
    constructor(options = {}) { super(); this.options = options; window.__marker = this; }
    setOptions(options) { Object.assign(this.options, options); }
    setPosition(position) { this.options.position = position; }
    getPosition() { return this.options.position ? new LatLng(this.options.position) : undefined; }
    setDraggable(value) { this.options.draggable = value; }
    setMap(map) { this.map = map; }
  }
  window.__dragPin = (lat, lng) => window.__marker.__fire('dragend', { latLng: new LatLng(lat, lng) });
  class Autocomplete extends MVCObject {
    constructor(input, options) {
      super();
      window.__autocompleteOptions = options;
      this.place = {};
      const list = document.createElement('div');
      list.className = 'pac-container';
      list.style.position = 'absolute'; list.style.background = 'white'; list.style.border = '1px solid #ccc'; list.style.zIndex = '50';
      document.body.append(list);
      input.addEventListener('input', () => {
        list.replaceChildren();
        if (!input.value) return;
        const item = document.createElement('div');
        item.className = 'pac-item';
        item.textContent = ${JSON.stringify((place as { name: string }).name)} + ', Maroc';
        item.addEventListener('click', () => {
          const p = ${JSON.stringify(place)};
          this.place = { ...p, geometry: { location: new LatLng(p.lat, p.lng) } };
          input.value = item.textContent;
          list.replaceChildren();
          this.__fire('place_changed');
        });
        list.append(item);
        const box = input.getBoundingClientRect();
        list.style.top = (box.bottom + window.scrollY) + 'px'; list.style.left = (box.left + window.scrollX) + 'px'; list.style.width = box.width + 'px';
      });
    }
    getPlace() { return this.place; }
    setFields() {} setComponentRestrictions() {} setBounds() {}
  }
  const event = {
    addListener: (target, name, fn) => target.addListener(name, fn),
    clearInstanceListeners: (target) => { if (target) target.__listeners = {}; },
    removeListener: (listener) => listener && listener.remove(),
  };
  Object.assign(maps, {
    version: '3.60.0-stub', Map, Marker, LatLng, LatLngBounds, MVCObject, event,
    Size: class { constructor(w, h) { this.width = w; this.height = h; } },
    Point: class { constructor(x, y) { this.x = x; this.y = y; } },
    ControlPosition: {}, MapTypeId: { ROADMAP: 'roadmap' }, CollisionBehavior: {},
    Settings: { getInstance: () => ({ attributionIds: [] }) },
    places: { Autocomplete },
  });
  const libraries = { core: maps, maps, marker: { Marker }, places: maps.places };
  maps.importLibrary = async (name) => libraries[name] || {};
  maps.__ib__();
})();
`

export type FakePlace = {
  name: string
  lat: number
  lng: number
  address_components: { long_name: string; short_name: string; types: string[] }[]
}

/** Serves the fake Google Maps script; returns the URLs the page asked for. */
export async function stubGoogleMaps(page: Page, place: FakePlace): Promise<string[]> {
  const requested: string[] = []
  await page.route('https://maps.googleapis.com/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: stub(place) })
  })
  return requested
}

/** Makes the Google Maps script fail to load, as when the network or the key is refused. */
export async function failGoogleMaps(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort('failed'))
}
