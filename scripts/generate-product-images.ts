/**
 * Draws one flat illustration per demo product (SVG, 480×480) and writes it as WebP to
 * public/images/products/{slug}.webp, plus public/images/products/placeholder.webp.
 *
 *   node_modules/.bin/node scripts/generate-product-images.ts
 *
 * Deterministic: no randomness beyond a PRNG seeded by the product slug, so the same catalogue
 * gives the same files. Stale .webp files of products that no longer exist are removed.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { demoBrands, demoProducts } from '../src/api/db/seed/demo-catalogue.ts'
import type { DemoBrand, DemoProduct } from '../src/api/db/seed/demo-types.ts'

const SIZE = 480
const FONT = 'DejaVu Sans, Arial, sans-serif'
const OUT_DIR = fileURLToPath(new URL('../public/images/products/', import.meta.url))

// ---------------------------------------------------------------------------------------------
// Small helpers: numbers, colours, text, PRNG
// ---------------------------------------------------------------------------------------------

/** Short, stable number formatting for SVG attributes. */
const n = (x: number): string => String(Math.round(x * 100) / 100)

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)]
}

/** Mix colour a towards b by t (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a)
  const cb = parseHex(b)
  return (
    '#' +
    ca
      .map((v, i) => Math.round(v + (cb[i]! - v) * t))
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')
  )
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
const darken = (c: string, t: number) => mix(c, '#000000', t)

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Centred bold text that shrinks to fit maxW (approximate glyph width for DejaVu Sans Bold). */
function text(str: string, x: number, y: number, maxW: number, maxSize: number, fill: string, weight = 700): string {
  const size = Math.min(maxSize, maxW / (Math.max(str.length, 1) * 0.66))
  return `<text x="${n(x)}" y="${n(y + size * 0.36)}" font-family="${FONT}" font-weight="${weight}" font-size="${n(size)}" text-anchor="middle" fill="${fill}">${esc(str)}</text>`
}

/** Brand name on one line, or on two lines when long and there is a space. */
function brandText(name: string, x: number, y: number, maxW: number, maxSize: number, fill: string): string {
  const words = name.split(' ')
  if (name.length <= 9 || words.length < 2) return text(name, x, y, maxW, maxSize, fill)
  const first = words.slice(0, -1).join(' ')
  const last = words.at(-1)!
  const size = Math.min(maxSize, maxW / (Math.max(first.length, last.length) * 0.66))
  return text(first, x, y - size * 0.55, maxW, size, fill) + text(last, x, y + size * 0.6, maxW, size, fill)
}

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------------------------
// Palette of one product
// ---------------------------------------------------------------------------------------------

type Pal = {
  brand: string
  brandName: string
  liquid: string // what is seen through the bottle
  outline: string
  cap: string
  glass: string // tint of glass bottles
  sparkling: boolean
}

const WATER = '#cfe8f7'

function liquidFor(p: DemoProduct): string {
  if (p.brand === 'orangina') return '#ffb43c'
  if (p.brand === 'vitalya') {
    if (p.slug.includes('pomme')) return '#d6e27a'
    if (p.slug.includes('orange')) return '#ffb347'
    if (p.slug.includes('mangue')) return '#ffcf4a'
    if (p.slug.includes('fraise')) return '#f8bcd6'
    if (p.slug.includes('peche')) return '#fcc9a0'
    return '#f7885a' // multifruits
  }
  return WATER
}

function palette(p: DemoProduct, b: DemoBrand): Pal {
  const liquid = liquidFor(p)
  const sparkling = p.brand === 'oulmes' || p.slug.includes('gazeuse') || p.brand === 'orangina'
  let glass = '#d7ecf4'
  if (p.brand === 'oulmes') glass = '#3f8f5c'
  else if (p.brand === 'orangina') glass = '#ffc766'
  else if (p.brand === 'glass') glass = '#e2f1f6'
  return {
    brand: b.color,
    brandName: b.name,
    liquid,
    outline: darken(liquid === WATER ? '#7fb4d6' : liquid, 0.25),
    cap: p.brand === 'oulmes' ? '#c8102e' : p.brand === 'bahia' ? '#0077a8' : darken(b.color, 0.1),
    glass,
    sparkling,
  }
}

/** Same palette, a bit darker (rows further back in a pack). */
function shade(pal: Pal, t: number): Pal {
  if (t === 0) return pal
  return {
    ...pal,
    brand: darken(pal.brand, t),
    liquid: darken(pal.liquid, t),
    outline: darken(pal.outline, t),
    cap: darken(pal.cap, t),
    glass: darken(pal.glass, t),
  }
}

type Opts = { label: boolean; bubbles: Array<[number, number, number]> }

/** An item drawn in local coordinates: origin at its bottom centre, y going up (negative). */
type Item = { w: number; h: number; draw: (pal: Pal, opts: Opts) => string }

// ---------------------------------------------------------------------------------------------
// Drinks
// ---------------------------------------------------------------------------------------------

/** Bubbles inside a body [x0, x1] × [y0, y1] (local coordinates, y negative). */
function bubbles(list: Array<[number, number, number]>, x0: number, x1: number, y0: number, y1: number, opacity = 0.75) {
  return list
    .map(
      ([u, v, r]) =>
        `<circle cx="${n(x0 + u * (x1 - x0))}" cy="${n(y0 + v * (y1 - y0))}" r="${n(r)}" fill="none" stroke="#ffffff" stroke-width="1.4" opacity="${opacity}"/>`,
    )
    .join('')
}

/** Plastic bottle. kind: 'big' (1–2 L), 'small' (20–75 cl), 'five' (5 L with handle). */
function petBottle(kind: 'big' | 'small' | 'five', sport = false): Item {
  const w = kind === 'five' ? 170 : kind === 'big' ? 100 : 78
  const h = kind === 'five' ? 250 : kind === 'big' ? 300 : 205
  return {
    w,
    h,
    draw(pal, opts) {
      const hw = w / 2
      const neck = kind === 'five' ? 20 : w * 0.19
      const capH = kind === 'five' ? 26 : h * 0.085
      const neckTop = h - capH
      const shoulder = h * (kind === 'five' ? 0.7 : kind === 'big' ? 0.64 : 0.6)
      const neckBase = h * (kind === 'five' ? 0.86 : 0.84)
      const r = kind === 'five' ? 18 : 10
      const c1 = shoulder + (neckBase - shoulder) * 0.55
      const c2 = neckBase - (neckBase - shoulder) * 0.15
      const body =
        `M ${n(-hw + r)},0 Q ${n(-hw)},0 ${n(-hw)},${n(-r)} L ${n(-hw)},${n(-shoulder)} ` +
        `C ${n(-hw)},${n(-c1)} ${n(-neck)},${n(-c2)} ${n(-neck)},${n(-neckBase)} L ${n(-neck)},${n(-neckTop)} ` +
        `L ${n(neck)},${n(-neckTop)} L ${n(neck)},${n(-neckBase)} C ${n(neck)},${n(-c2)} ${n(hw)},${n(-c1)} ${n(hw)},${n(-shoulder)} ` +
        `L ${n(hw)},${n(-r)} Q ${n(hw)},0 ${n(hw - r)},0 Z`
      let s = ''
      if (kind === 'five') {
        // carrying handle clipped on the neck
        s += `<path d="M ${n(neck)},${n(-neckTop + 8)} C ${n(neck + 52)},${n(-neckTop + 4)} ${n(neck + 60)},${n(-shoulder + 6)} ${n(neck + 30)},${n(-shoulder - 4)}" fill="none" stroke="${pal.cap}" stroke-width="9" stroke-linecap="round"/>`
      }
      s += `<path d="${body}" fill="${pal.liquid}" stroke="${pal.outline}" stroke-width="2.5" stroke-linejoin="round"/>`
      // air above the water line, just under the shoulder
      s += `<path d="M ${n(-neck)},${n(-neckBase)} L ${n(-neck)},${n(-neckTop)} L ${n(neck)},${n(-neckTop)} L ${n(neck)},${n(-neckBase)} Z" fill="${lighten(pal.liquid, 0.55)}"/>`
      // grip ridges
      for (const y of [0.13, 0.19]) {
        s += `<path d="M ${n(-hw + 3)},${n(-h * y)} Q 0,${n(-h * y + 5)} ${n(hw - 3)},${n(-h * y)}" fill="none" stroke="${pal.outline}" stroke-width="1.6" opacity="0.45"/>`
      }
      if (pal.sparkling && opts.bubbles.length) s += bubbles(opts.bubbles, -hw + 10, hw - 10, -shoulder + 10, -h * 0.05)
      // highlight
      s += `<rect x="${n(-hw + w * 0.1)}" y="${n(-shoulder + 6)}" width="${n(w * 0.09)}" height="${n(shoulder - 26)}" rx="${n(w * 0.045)}" fill="#ffffff" opacity="0.5"/>`
      // label band
      const ly0 = h * (kind === 'five' ? 0.5 : 0.53)
      const lh = h * (kind === 'five' ? 0.22 : 0.2)
      s += `<rect x="${n(-hw)}" y="${n(-ly0)}" width="${n(w)}" height="${n(lh)}" fill="${pal.brand}"/>`
      s += `<rect x="${n(-hw)}" y="${n(-ly0 + 4)}" width="${n(w)}" height="2" fill="#ffffff" opacity="0.7"/>`
      s += `<rect x="${n(-hw)}" y="${n(-ly0 + lh - 6)}" width="${n(w)}" height="2" fill="#ffffff" opacity="0.7"/>`
      if (opts.label) s += brandText(pal.brandName, 0, -ly0 + lh / 2, w * 0.84, lh * 0.36, '#ffffff')
      // neck ring and cap
      s += `<rect x="${n(-neck - 4)}" y="${n(-neckTop - 1)}" width="${n(2 * neck + 8)}" height="5" rx="2" fill="${darken(pal.cap, 0.15)}"/>`
      if (sport) {
        s += `<rect x="${n(-neck - 2)}" y="${n(-h + capH * 0.55)}" width="${n(2 * neck + 4)}" height="${n(capH * 0.45)}" rx="3" fill="${pal.cap}"/>`
        s += `<rect x="${n(-neck * 0.55)}" y="${n(-h)}" width="${n(neck * 1.1)}" height="${n(capH * 0.6)}" rx="3" fill="${lighten(pal.cap, 0.35)}"/>`
      } else {
        s += `<rect x="${n(-neck - 2)}" y="${n(-h)}" width="${n(2 * neck + 4)}" height="${n(capH)}" rx="3" fill="${pal.cap}"/>`
        for (const dx of [-0.5, 0, 0.5]) {
          s += `<rect x="${n(dx * neck - 1)}" y="${n(-h + 3)}" width="2" height="${n(capH - 6)}" fill="${darken(pal.cap, 0.2)}" opacity="0.6"/>`
        }
      }
      return s
    },
  }
}

/** Glass bottle: tall (75 cl–1 L) or short (25–50 cl); Orangina gets its round bottle. */
function glassBottle(size: 'tall' | 'short', round: boolean): Item {
  if (round) {
    const w = 112
    const h = 168
    return {
      w,
      h,
      draw(pal, opts) {
        const r = w / 2
        const cy = -r
        // short tapered neck
        let s = `<path d="M -17,${n(-2 * r + 10)} L -11,${n(-h + 14)} L 11,${n(-h + 14)} L 17,${n(-2 * r + 10)} Z" fill="${pal.glass}" stroke="${darken(pal.glass, 0.25)}" stroke-width="2" stroke-linejoin="round"/>`
        s += `<path d="M -14,${n(-2 * r + 6)} C -30,${n(-2 * r + 14)} ${n(-r)},${n(cy - r * 0.6)} ${n(-r)},${n(cy)} A ${n(r)},${n(r)} 0 0 0 ${n(r)},${n(cy)} C ${n(r)},${n(cy - r * 0.6)} 30,${n(-2 * r + 14)} 14,${n(-2 * r + 6)} Z" fill="${pal.glass}" stroke="${darken(pal.glass, 0.25)}" stroke-width="2.5"/>`
        // dimpled glass
        const dots: string[] = []
        for (let yy = -2 * r + 24; yy < -10; yy += 15) {
          for (let xx = -r + 12; xx <= r - 12; xx += 15) {
            if (Math.hypot(xx, yy - cy) < r - 10 && (yy < cy - 18 || yy > cy + 18))
              dots.push(`<circle cx="${n(xx)}" cy="${n(yy)}" r="3.2"/>`)
          }
        }
        s += `<g fill="#ffffff" opacity="0.35">${dots.join('')}</g>`
        s += `<rect x="-13" y="${n(-h + 2)}" width="26" height="14" rx="3" fill="${pal.cap}"/>`
        s += `<rect x="${n(-r + 4)}" y="${n(cy - 18)}" width="${n(w - 8)}" height="36" rx="8" fill="${pal.brand}" stroke="#ffffff" stroke-width="2"/>`
        if (opts.label) s += text(pal.brandName, 0, cy, w - 22, 17, '#ffffff')
        s += `<path d="M ${n(-r * 0.62)},${n(cy - r * 0.45)} A ${n(r * 0.78)},${n(r * 0.78)} 0 0 1 ${n(-r * 0.15)},${n(cy - r * 0.78)}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`
        return s
      },
    }
  }
  const w = size === 'tall' ? 84 : 66
  const h = size === 'tall' ? 310 : 225
  return {
    w,
    h,
    draw(pal, opts) {
      const hw = w / 2
      const neck = w * 0.17
      const shoulder = h * 0.52
      const neckBase = h * 0.76
      const lip = h * 0.93
      const body =
        `M ${n(-hw + 6)},0 Q ${n(-hw)},0 ${n(-hw)},-6 L ${n(-hw)},${n(-shoulder)} ` +
        `C ${n(-hw)},${n(-(shoulder + neckBase) / 2 - 8)} ${n(-neck)},${n(-neckBase + 14)} ${n(-neck)},${n(-neckBase)} L ${n(-neck)},${n(-lip)} ` +
        `L ${n(neck)},${n(-lip)} L ${n(neck)},${n(-neckBase)} C ${n(neck)},${n(-neckBase + 14)} ${n(hw)},${n(-(shoulder + neckBase) / 2 - 8)} ${n(hw)},${n(-shoulder)} ` +
        `L ${n(hw)},-6 Q ${n(hw)},0 ${n(hw - 6)},0 Z`
      let s = `<path d="${body}" fill="${pal.glass}" stroke="${darken(pal.glass, 0.3)}" stroke-width="2.5" stroke-linejoin="round"/>`
      if (pal.sparkling && opts.bubbles.length) {
        s += bubbles(opts.bubbles, -hw + 10, hw - 10, -shoulder, -h * 0.04, 0.6)
      }
      s += `<rect x="${n(-hw + w * 0.14)}" y="${n(-neckBase + 20)}" width="${n(w * 0.1)}" height="${n(neckBase - 36)}" rx="${n(w * 0.05)}" fill="#ffffff" opacity="0.35"/>`
      // lip ring and crown cap
      s += `<rect x="${n(-neck - 3)}" y="${n(-lip - 3)}" width="${n(2 * neck + 6)}" height="7" rx="3" fill="${darken(pal.glass, 0.2)}"/>`
      s += `<rect x="${n(-neck - 2)}" y="${n(-h)}" width="${n(2 * neck + 4)}" height="${n(h - lip - 2)}" rx="2" fill="${pal.cap}"/>`
      // neck label and body label
      s += `<rect x="${n(-neck - 1)}" y="${n(-neckBase - h * 0.05)}" width="${n(2 * neck + 2)}" height="${n(h * 0.05)}" fill="${pal.brand}"/>`
      const ly = h * 0.4
      const lh = h * 0.2
      s += `<rect x="${n(-hw)}" y="${n(-ly)}" width="${n(w)}" height="${n(lh)}" fill="${pal.brand}"/>`
      s += `<rect x="${n(-hw)}" y="${n(-ly + 3)}" width="${n(w)}" height="1.5" fill="#ffffff" opacity="0.8"/>`
      s += `<rect x="${n(-hw)}" y="${n(-ly + lh - 4.5)}" width="${n(w)}" height="1.5" fill="#ffffff" opacity="0.8"/>`
      if (opts.label) s += brandText(pal.brandName, 0, -ly + lh / 2, w * 0.84, lh * 0.34, '#ffffff')
      return s
    },
  }
}

function can(): Item {
  const w = 90
  const h = 165
  return {
    w,
    h,
    draw(pal, opts) {
      const hw = w / 2
      let s = `<path d="M ${n(-hw)},-16 L ${n(-hw)},${n(-h + 18)} Q ${n(-hw)},${n(-h + 8)} ${n(-hw + 8)},${n(-h + 5)} L ${n(hw - 8)},${n(-h + 5)} Q ${n(hw)},${n(-h + 8)} ${n(hw)},${n(-h + 18)} L ${n(hw)},-16 Q ${n(hw)},-4 ${n(hw - 9)},-1 L ${n(-hw + 9)},-1 Q ${n(-hw)},-4 ${n(-hw)},-16 Z" fill="${pal.brand}" stroke="${darken(pal.brand, 0.25)}" stroke-width="2"/>`
      // silver rims
      s += `<rect x="${n(-hw + 3)}" y="-12" width="${n(w - 6)}" height="9" rx="4" fill="#cfd5db"/>`
      s += `<ellipse cx="0" cy="${n(-h + 8)}" rx="${n(hw - 6)}" ry="6" fill="#dde2e6" stroke="#aab3bb" stroke-width="1.5"/>`
      s += `<ellipse cx="6" cy="${n(-h + 8)}" rx="9" ry="3" fill="#b8c0c8"/>`
      // wave, fruit, highlight
      s += `<path d="M ${n(-hw)},-52 C -20,-68 18,-36 ${n(hw)},-56 L ${n(hw)},-40 C 18,-22 -20,-54 ${n(-hw)},-36 Z" fill="#1d4f9c"/>`
      s += `<circle cx="0" cy="${n(-h * 0.72)}" r="14" fill="#ffb000" stroke="#ffffff" stroke-width="2"/>`
      s += `<path d="M 2,${n(-h * 0.72 - 13)} q 10,-8 16,-2 q -8,6 -16,2 z" fill="#3a9d3a"/>`
      s += `<rect x="${n(-hw + 10)}" y="${n(-h + 22)}" width="8" height="${n(h - 44)}" rx="4" fill="#ffffff" opacity="0.35"/>`
      if (opts.label) s += text(pal.brandName, 0, -h * 0.5, w - 14, 18, '#ffffff')
      return s
    },
  }
}

function jug(): Item {
  const w = 220
  const h = 320
  return {
    w,
    h,
    draw(pal, opts) {
      const hw = w / 2
      const neck = 34
      const capH = 28
      const neckTop = h - capH
      const shoulder = h * 0.72
      const neckBase = h * 0.87
      const body =
        `M ${n(-hw + 20)},0 Q ${n(-hw)},0 ${n(-hw)},-20 L ${n(-hw)},${n(-shoulder)} C ${n(-hw)},${n(-neckBase + 10)} ${n(-neck - 10)},${n(-neckBase + 4)} ${n(-neck)},${n(-neckBase)} ` +
        `L ${n(-neck)},${n(-neckTop)} L ${n(neck)},${n(-neckTop)} L ${n(neck)},${n(-neckBase)} C ${n(neck + 10)},${n(-neckBase + 4)} ${n(hw)},${n(-neckBase + 10)} ${n(hw)},${n(-shoulder)} ` +
        `L ${n(hw)},-20 Q ${n(hw)},0 ${n(hw - 20)},0 Z`
      let s = `<path d="${body}" fill="#cde7f6" stroke="#7fb3d6" stroke-width="3" stroke-linejoin="round"/>`
      // water line and empty top
      s += `<path d="M ${n(-hw + 2)},${n(-shoulder + 4)} L ${n(hw - 2)},${n(-shoulder + 4)}" stroke="#a8d2ec" stroke-width="3"/>`
      // ribs
      for (const y of [0.14, 0.62]) {
        for (const d of [0, 12]) {
          s += `<path d="M ${n(-hw + 2)},${n(-h * y - d)} Q 0,${n(-h * y - d + 8)} ${n(hw - 2)},${n(-h * y - d)}" fill="none" stroke="#9cc9e6" stroke-width="3"/>`
        }
      }
      s += `<rect x="${n(-hw + 20)}" y="${n(-shoulder + 14)}" width="14" height="${n(shoulder - 40)}" rx="7" fill="#ffffff" opacity="0.55"/>`
      // label
      const ly = h * 0.5
      const lh = h * 0.2
      s += `<rect x="${n(-hw + 1.5)}" y="${n(-ly)}" width="${n(w - 3)}" height="${n(lh)}" fill="${pal.brand}"/>`
      s += `<rect x="${n(-hw + 1.5)}" y="${n(-ly + 5)}" width="${n(w - 3)}" height="2.5" fill="#ffffff" opacity="0.75"/>`
      s += `<rect x="${n(-hw + 1.5)}" y="${n(-ly + lh - 7.5)}" width="${n(w - 3)}" height="2.5" fill="#ffffff" opacity="0.75"/>`
      if (opts.label) s += brandText(pal.brandName, 0, -ly + lh / 2, w * 0.8, lh * 0.36, '#ffffff')
      // blue cap
      s += `<rect x="${n(-neck - 6)}" y="${n(-neckTop - 4)}" width="${n(2 * neck + 12)}" height="8" rx="4" fill="#0d47a1"/>`
      s += `<rect x="${n(-neck - 2)}" y="${n(-h)}" width="${n(2 * neck + 4)}" height="${n(capH - 2)}" rx="6" fill="#1565c0"/>`
      s += `<rect x="${n(-neck + 6)}" y="${n(-h + 5)}" width="${n(2 * neck - 12)}" height="5" rx="2.5" fill="#ffffff" opacity="0.35"/>`
      return s
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Fountains, purifiers, clothing
// ---------------------------------------------------------------------------------------------

/** An upside-down jug sitting on a fountain, its neck hidden in the fountain top at y = top. */
function jugOnTop(top: number, scale: number, pal: Pal): string {
  const j = jug()
  const capHidden = 30 * scale
  const y = top - j.h * scale + capHidden
  return `<g transform="translate(0,${n(y)}) scale(${n(scale)},${n(-scale)})">${j.draw(pal, { label: false, bubbles: [] })}</g>`
}

/** model: floor-standing, table-top or bottom-loading; coldOnly: cold + ambient taps (no hot). */
function fountain(model: 'floor' | 'table' | 'bottom', coldOnly = false): Item {
  const cw = 150
  const ch = model === 'table' ? 160 : model === 'bottom' ? 330 : 280
  const jugScale = 0.6
  const jugH = model === 'bottom' ? 0 : 320 * jugScale - 30 * jugScale
  return {
    w: cw,
    h: ch + jugH + 10,
    draw(pal) {
      const hw = cw / 2
      const steel = model === 'bottom'
      const bodyFill = steel ? '#dfe4e8' : '#f6f8fa'
      const edge = steel ? '#9aa6b0' : '#c3ccd4'
      let s = ''
      if (model !== 'bottom') s += jugOnTop(-ch - 8, jugScale, pal)
      s += `<rect x="${n(-hw + 14)}" y="${n(-ch - 12)}" width="${n(cw - 28)}" height="20" rx="8" fill="#e3e8ec" stroke="${edge}" stroke-width="2"/>`
      s += `<rect x="${n(-hw)}" y="${n(-ch)}" width="${n(cw)}" height="${n(ch - 4)}" rx="14" fill="${bodyFill}" stroke="${edge}" stroke-width="2.5"/>`
      if (steel) s += `<rect x="${n(-hw + 10)}" y="${n(-ch + 10)}" width="10" height="${n(ch - 28)}" rx="5" fill="#ffffff" opacity="0.6"/>`
      // feet
      s += `<rect x="${n(-hw + 10)}" y="-6" width="22" height="6" rx="2" fill="#8d99a3"/><rect x="${n(hw - 32)}" y="-6" width="22" height="6" rx="2" fill="#8d99a3"/>`
      // tap recess and taps
      const ty = -ch + 18
      s += `<rect x="${n(-hw + 18)}" y="${n(ty)}" width="${n(cw - 36)}" height="82" rx="12" fill="#dbe2e8"/>`
      const tapColors = coldOnly ? ['#1e88e5', '#b0bec5'] : ['#e53935', '#1e88e5']
      tapColors.forEach((c, i) => {
        const x = i === 0 ? -32 : 32
        s += `<rect x="${n(x - 12)}" y="${n(ty + 10)}" width="24" height="26" rx="5" fill="${c}"/>`
        s += `<rect x="${n(x - 4)}" y="${n(ty + 36)}" width="8" height="12" rx="2" fill="${darken(c, 0.25)}"/>`
      })
      if (model === 'bottom') {
        s += `<rect x="-12" y="${n(ty + 12)}" width="24" height="22" rx="5" fill="#eceff1" stroke="#b0bec5"/>`
      }
      // drip tray
      s += `<rect x="${n(-hw + 26)}" y="${n(ty + 66)}" width="${n(cw - 52)}" height="12" rx="3" fill="#aab6c0"/>`
      for (let x = -hw + 34; x < hw - 30; x += 10) s += `<rect x="${n(x)}" y="${n(ty + 69)}" width="5" height="6" fill="#8e9ba6"/>`
      // brand plate
      const py = ty + 94
      s += `<rect x="${n(-hw + 16)}" y="${n(py)}" width="${n(cw - 32)}" height="30" rx="6" fill="${pal.brand}"/>`
      s += text(pal.brandName, 0, py + 15, cw - 48, 17, '#ffffff')
      if (model === 'floor') {
        s += `<rect x="${n(-hw + 14)}" y="${n(py + 42)}" width="${n(cw - 28)}" height="${n(-(py + 42) - 18)}" rx="8" fill="none" stroke="#d3dae0" stroke-width="2.5"/>`
        s += `<rect x="${n(hw - 30)}" y="${n(py + 60)}" width="6" height="32" rx="3" fill="#b8c3cc"/>`
      } else if (model === 'bottom') {
        // lower door with a window on the jug inside
        const dy = py + 44
        s += `<rect x="${n(-hw + 14)}" y="${n(dy)}" width="${n(cw - 28)}" height="${n(-dy - 18)}" rx="8" fill="#d0d7dd" stroke="#9aa6b0" stroke-width="2"/>`
        s += `<rect x="${n(-hw + 30)}" y="${n(dy + 20)}" width="${n(cw - 60)}" height="${n(-dy - 60)}" rx="10" fill="#bfe0f3" stroke="#7fb3d6" stroke-width="2"/>`
        s += `<rect x="${n(-hw + 30)}" y="${n(dy + 60)}" width="${n(cw - 60)}" height="14" fill="${pal.brand}" opacity="0.85"/>`
      }
      return s
    },
  }
}

function purifier(model: 'ro' | 'compact' | 'filters' | 'membrane'): Item {
  if (model === 'filters') {
    return {
      w: 230,
      h: 230,
      draw(pal, opts) {
        const bodies = ['#f4f7fa', '#4b5158', '#e6f3fb']
        return bodies
          .map((c, i) => {
            const x = (i - 1) * 80
            let s = `<rect x="${n(x - 31)}" y="-200" width="62" height="186" rx="14" fill="${c}" stroke="${darken(c === '#4b5158' ? '#6d747b' : c, 0.22)}" stroke-width="2"/>`
            s += `<rect x="${n(x - 34)}" y="-228" width="68" height="30" rx="8" fill="${pal.brand}"/>`
            s += `<rect x="${n(x - 10)}" y="-236" width="20" height="10" rx="3" fill="${darken(pal.brand, 0.2)}"/>`
            s += `<rect x="${n(x - 34)}" y="-26" width="68" height="24" rx="8" fill="${pal.brand}"/>`
            s += `<rect x="${n(x - 22)}" y="-188" width="8" height="150" rx="4" fill="#ffffff" opacity="${c === '#4b5158' ? 0.2 : 0.7}"/>`
            s += `<rect x="${n(x - 31)}" y="-128" width="62" height="30" fill="${pal.brand}" opacity="0.92"/>`
            if (opts.label) s += text(pal.brandName, x, -113, 52, 13, '#ffffff')
            return s
          })
          .join('')
      },
    }
  }
  if (model === 'membrane') {
    return {
      w: 100,
      h: 300,
      draw(pal, opts) {
        let s = `<rect x="-42" y="-270" width="84" height="250" rx="12" fill="#eef4f8" stroke="#b7c4cf" stroke-width="2"/>`
        for (let y = -250; y < -40; y += 22) s += `<path d="M -40,${y} L 40,${y + 14}" stroke="#a9d2ea" stroke-width="3"/>`
        s += `<rect x="-30" y="-258" width="10" height="226" rx="5" fill="#ffffff" opacity="0.75"/>`
        s += `<rect x="-48" y="-300" width="96" height="36" rx="10" fill="${pal.brand}"/>`
        s += `<rect x="-12" y="-300" width="24" height="10" rx="3" fill="${darken(pal.brand, 0.25)}"/>`
        s += `<rect x="-48" y="-34" width="96" height="34" rx="10" fill="${pal.brand}"/>`
        s += `<rect x="-42" y="-176" width="84" height="46" fill="${pal.brand}"/>`
        if (opts.label) s += text(pal.brandName, 0, -153, 74, 16, '#ffffff')
        return s
      },
    }
  }
  if (model === 'compact') {
    return {
      w: 190,
      h: 290,
      draw(pal, opts) {
        let s = `<rect x="-70" y="-280" width="140" height="276" rx="26" fill="#f7f9fb" stroke="#c3ccd4" stroke-width="2.5"/>`
        s += `<path d="M -70,-250 Q -70,-280 -44,-280 L 44,-280 Q 70,-280 70,-250 L 70,-236 L -70,-236 Z" fill="${pal.brand}"/>`
        s += `<rect x="-58" y="-266" width="116" height="8" rx="4" fill="#ffffff" opacity="0.3"/>`
        // display with a drop
        s += `<rect x="-42" y="-220" width="84" height="56" rx="12" fill="#263238"/>`
        s += `<path d="M 0,-210 C 12,-196 16,-188 16,-182 A 16,16 0 0 1 -16,-182 C -16,-188 -12,-196 0,-210 Z" fill="#4fc3f7"/>`
        s += `<rect x="-58" y="-150" width="116" height="30" rx="6" fill="${pal.brand}"/>`
        if (opts.label) s += text(pal.brandName, 0, -135, 96, 17, '#ffffff')
        // spout and glass
        s += `<rect x="-18" y="-112" width="36" height="16" rx="5" fill="#90a4ae"/>`
        s += `<rect x="-5" y="-98" width="10" height="10" rx="2" fill="#78909c"/>`
        s += `<path d="M -26,-70 L 26,-70 L 21,-10 L -21,-10 Z" fill="#d8eef9" stroke="#90bcd8" stroke-width="2"/>`
        s += `<path d="M -24,-50 L 24,-50 L 21,-10 L -21,-10 Z" fill="#9fd3f0"/>`
        s += `<rect x="-62" y="-8" width="124" height="6" rx="3" fill="#cfd8dc"/>`
        return s
      },
    }
  }
  // reverse osmosis unit with its faucet
  return {
    w: 270,
    h: 280,
    draw(pal, opts) {
      let s = `<rect x="-135" y="-200" width="200" height="196" rx="16" fill="#f7f9fb" stroke="#c3ccd4" stroke-width="2.5"/>`
      s += `<path d="M -135,-184 Q -135,-200 -119,-200 L 49,-200 Q 65,-200 65,-184 L 65,-160 L -135,-160 Z" fill="${pal.brand}"/>`
      if (opts.label) s += text(pal.brandName, -35, -180, 150, 22, '#ffffff')
      // five filter stages
      for (let i = 0; i < 5; i++) {
        const x = -117 + i * 36
        const c = i === 1 ? '#4b5158' : i === 3 ? '#e1f1fa' : '#ffffff'
        s += `<rect x="${n(x)}" y="-146" width="28" height="118" rx="9" fill="${c}" stroke="#b0bec5" stroke-width="1.5"/>`
        s += `<rect x="${n(x - 2)}" y="-150" width="32" height="14" rx="4" fill="${lighten(pal.brand, 0.15)}"/>`
        s += `<rect x="${n(x + 5)}" y="-132" width="5" height="92" rx="2.5" fill="#ffffff" opacity="${i === 1 ? 0.25 : 0.8}"/>`
      }
      s += `<rect x="-125" y="-20" width="180" height="8" rx="4" fill="#cfd8dc"/>`
      // faucet
      s += `<rect x="88" y="-18" width="40" height="14" rx="5" fill="#90a4ae"/>`
      s += `<path d="M 108,-18 L 108,-220 Q 108,-268 72,-262 L 72,-236" fill="none" stroke="#90a4ae" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`
      s += `<path d="M 108,-18 L 108,-220 Q 108,-268 72,-262 L 72,-236" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`
      s += `<rect x="112" y="-150" width="24" height="9" rx="4" fill="#78909c"/>`
      s += `<path d="M 72,-228 q -5,10 0,16 q 5,-6 0,-16 z" fill="#4fc3f7"/>`
      return s
    },
  }
}

function tshirt(fabric: string, print: string, retro: boolean): Item {
  return {
    w: 330,
    h: 310,
    draw(pal, opts) {
      const edge = darken(fabric, 0.2)
      let s = `<path d="M -48,-300 Q 0,-262 48,-300 L 112,-282 L 165,-222 L 126,-188 L 102,-206 L 102,-4 L -102,-4 L -102,-206 L -126,-188 L -165,-222 L -112,-282 Z" fill="${fabric}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>`
      s += `<path d="M -48,-300 Q 0,-262 48,-300" fill="none" stroke="${darken(fabric, 0.12)}" stroke-width="9"/>`
      s += `<path d="M 140,-244 L 126,-188 M -140,-244 L -126,-188" stroke="${edge}" stroke-width="2" opacity="0.6"/>`
      s += `<path d="M -102,-20 L 102,-20" stroke="${edge}" stroke-width="2" opacity="0.4"/>`
      // chest print
      if (retro) {
        s += `<circle cx="0" cy="-170" r="58" fill="#c8102e"/>`
        for (let a = 0; a < 12; a++) {
          const t = (a / 12) * Math.PI * 2
          s += `<path d="M ${n(Math.cos(t) * 40)},${n(-170 + Math.sin(t) * 40)} L ${n(Math.cos(t) * 54)},${n(-170 + Math.sin(t) * 54)}" stroke="#ffd54f" stroke-width="4" stroke-linecap="round"/>`
        }
      }
      s += `<rect x="-62" y="-194" width="124" height="48" rx="8" fill="${print}"/>`
      if (opts.label) s += brandText(pal.brandName, 0, -170, 106, 19, '#ffffff')
      return s
    },
  }
}

function cap(fabric: string, print: string): Item {
  return {
    w: 280,
    h: 210,
    draw(pal, opts) {
      const edge = darken(fabric, 0.22)
      // crown (six panels, seen from the front), then the bill in front of its lower edge
      let s = `<path d="M -116,-58 C -124,-232 124,-232 116,-58 Z" fill="${fabric}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>`
      s += `<path d="M 0,-190 C -40,-170 -54,-120 -50,-70 M 0,-190 C 40,-170 54,-120 50,-70" fill="none" stroke="${edge}" stroke-width="2" opacity="0.55"/>`
      s += `<ellipse cx="0" cy="-191" rx="11" ry="6" fill="${edge}"/>`
      s += `<path d="M -122,-70 Q 0,-100 122,-70 Q 126,-26 0,-10 Q -126,-26 -122,-70 Z" fill="${darken(fabric, 0.1)}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>`
      s += `<path d="M -104,-62 Q 0,-88 104,-62" fill="none" stroke="${lighten(fabric, 0.25)}" stroke-width="2.5" stroke-dasharray="6 5"/>`
      s += `<rect x="-46" y="-162" width="92" height="50" rx="8" fill="${print}"/>`
      if (opts.label) s += brandText(pal.brandName, 0, -137, 80, 17, '#ffffff')
      return s
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Scene: background, item or pack of items, format pill
// ---------------------------------------------------------------------------------------------

function firstFormat(p: DemoProduct) {
  const v = p.variants[0]
  return v && v.attribute === 'format' ? v : undefined
}

function packCount(p: DemoProduct): number {
  const v = firstFormat(p)
  const m = v ? /^(\d+)x/.exec(v.value) : null
  return m ? Number(m[1]) : 1
}

function itemFor(p: DemoProduct): Item {
  const value = firstFormat(p)?.value ?? ''
  switch (p.picture) {
    case 'bottle':
      return petBottle(/x5l$/.test(value) ? 'five' : 'big')
    case 'small-bottle':
      return petBottle('small', p.slug.includes('sport'))
    case 'glass-bottle':
      return glassBottle(/x(1l|75cl)$/.test(value) ? 'tall' : 'short', p.brand === 'orangina')
    case 'can':
      return can()
    case 'jug':
      return jug()
    case 'fountain':
      return fountain(
        p.slug.includes('table') ? 'table' : p.slug.includes('bas') ? 'bottom' : 'floor',
        p.slug.includes('froid') && !p.slug.includes('chaud'),
      )
    case 'purifier':
      return purifier(
        p.slug.includes('filtres') ? 'filters' : p.slug.includes('membrane') ? 'membrane' : p.slug.includes('compact') ? 'compact' : 'ro',
      )
    case 'tshirt': {
      const fabric = p.slug.includes('blanc') ? '#f7f7f5' : p.slug.includes('vert') ? '#1f6b3a' : '#efe3c8'
      return tshirt(fabric, p.slug.includes('vert') ? '#c8102e' : '#2b2d42', p.slug.includes('retro'))
    }
    case 'cap':
      return p.slug.includes('verte') ? cap('#1f6b3a', '#c8102e') : cap('#ece2cc', '#2b2d42')
  }
}

/** Columns and rows used to show a pack of `count`. */
function grid(count: number, item: Item): { cols: number; rows: number } {
  if (count <= 1) return { cols: 1, rows: 1 }
  if (count === 2) return { cols: 2, rows: 1 }
  if (count === 4) return item.w > 150 ? { cols: 2, rows: 2 } : { cols: 4, rows: 1 }
  if (count === 6) return { cols: 3, rows: 2 }
  if (count === 12) return { cols: 4, rows: 3 }
  if (count === 24) return { cols: 6, rows: 4 }
  const cols = Math.ceil(Math.sqrt(count * 1.5))
  return { cols, rows: Math.ceil(count / cols) }
}

function background(color: string): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(color, 0.84)}"/><stop offset="1" stop-color="${lighten(color, 0.93)}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    `<circle cx="240" cy="236" r="188" fill="${lighten(color, 0.76)}" opacity="0.55"/>`
  )
}

function pill(label: string, color: string): string {
  const size = 19
  const w = label.length * size * 0.62 + 28
  const x = SIZE - 22 - w
  return (
    `<rect x="${n(x)}" y="22" width="${n(w)}" height="38" rx="19" fill="#ffffff" stroke="${color}" stroke-width="2.5"/>` +
    text(label, x + w / 2, 41, w - 20, size, darken(color, 0.1))
  )
}

const FLOOR = 428

function productSvg(p: DemoProduct, b: DemoBrand): string {
  const pal = palette(p, b)
  const item = itemFor(p)
  const count = packCount(p)
  const { cols, rows } = grid(count, item)
  const gap = item.w * 0.06
  const dx = rows > 1 ? item.w * 0.32 : 0
  const dy = rows > 1 ? item.h * 0.09 : 0
  const totalW = cols * item.w + (cols - 1) * gap + (rows - 1) * dx
  const totalH = item.h + (rows - 1) * dy
  const scale = Math.min(370 / totalW, 350 / totalH, 1.25)
  const rnd = prng(hash(p.slug))
  const bub: Array<[number, number, number]> = []
  if (pal.sparkling && count <= 6) for (let i = 0; i < 9; i++) bub.push([rnd(), rnd(), 2 + rnd() * 3.5])

  let body = ''
  body += `<ellipse cx="240" cy="${FLOOR + 2}" rx="${n(Math.min(200, (totalW * scale) / 2 + 20))}" ry="14" fill="#000000" opacity="0.10"/>`
  const left = 240 - (totalW * scale) / 2
  for (let r = rows - 1; r >= 0; r--) {
    const rowPal = shade(pal, r * 0.09)
    for (let c = 0; c < cols; c++) {
      const x = left + (item.w / 2 + c * (item.w + gap) + r * dx) * scale
      const y = FLOOR - r * dy * scale
      const showLabel = r === 0 && cols <= 3
      body += `<g transform="translate(${n(x)},${n(y)}) scale(${n(scale)})">${item.draw(rowPal, { label: showLabel, bubbles: r === 0 ? bub : [] })}</g>`
    }
  }
  // shrink-wrap film and band (plastic packs), or a crate (glass packs)
  if (count >= 6) {
    const frontW = (cols * item.w + (cols - 1) * gap) * scale
    const x0 = left - 4
    if (p.picture === 'glass-bottle' && p.brand === 'orangina') {
      // round bottles: no crate, they stand in rows
    } else if (p.picture === 'glass-bottle') {
      // low crate, under the bottle labels
      const ch = item.h * 0.17 * scale
      body += `<rect x="${n(x0 - 4)}" y="${n(FLOOR - ch)}" width="${n(frontW + 16)}" height="${n(ch)}" rx="6" fill="${darken(pal.brand, 0.12)}"/>`
      body += `<rect x="${n(x0 + 4)}" y="${n(FLOOR - ch + 8)}" width="${n(frontW)}" height="4" fill="#ffffff" opacity="0.35"/>`
      body += text(pal.brandName, x0 + frontW / 2 + 4, FLOOR - ch / 2 + 3, frontW * 0.7, Math.min(30, ch * 0.55), '#ffffff')
    } else {
      const top = FLOOR - totalH * scale - 4
      body += `<rect x="${n(x0)}" y="${n(top)}" width="${n(totalW * scale + 8)}" height="${n(FLOOR - top)}" rx="10" fill="#ffffff" opacity="0.14"/>`
      const bh = Math.max(34, item.h * 0.16 * scale)
      const by = FLOOR - item.h * 0.16 * scale - bh
      body += `<rect x="${n(x0)}" y="${n(by)}" width="${n(frontW + 8)}" height="${n(bh)}" rx="4" fill="${pal.brand}" stroke="#ffffff" stroke-width="2"/>`
      body += text(pal.brandName, x0 + frontW / 2 + 4, by + bh / 2, frontW * 0.7, Math.min(28, bh * 0.6), '#ffffff')
    }
  }
  const f = firstFormat(p)
  const badge = f ? pill(f.labelFr, pal.brand) : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${background(pal.brand)}${body}${badge}</svg>`
}

function placeholderSvg(): string {
  const grey: Pal = {
    brand: '#b4bec8',
    brandName: '',
    liquid: '#e3e9ee',
    outline: '#b4bec8',
    cap: '#9aa6b2',
    glass: '#e3e9ee',
    sparkling: false,
  }
  const item = petBottle('big')
  const scale = 1.1
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    background('#8a99a8') +
    `<ellipse cx="240" cy="${FLOOR + 2}" rx="90" ry="14" fill="#000000" opacity="0.08"/>` +
    `<g transform="translate(240,${FLOOR}) scale(${scale})">${item.draw(grey, { label: false, bubbles: [] })}</g>` +
    `</svg>`
  )
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function toWebp(svg: string, file: string): Promise<number> {
  const buf = await sharp(Buffer.from(svg), { density: 72 }).resize(SIZE, SIZE, { fit: 'fill' }).webp({ quality: 80, effort: 6 }).toBuffer()
  writeFileSync(file, buf)
  return buf.length
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const brands = new Map(demoBrands.map((b) => [b.slug, b]))
  const written = new Set<string>()
  let bytes = 0
  for (const p of demoProducts) {
    const b = brands.get(p.brand)
    if (!b) throw new Error(`Unknown brand ${p.brand} for ${p.slug}`)
    const name = `${p.slug}.webp`
    bytes += await toWebp(productSvg(p, b), OUT_DIR + name)
    written.add(name)
  }
  bytes += await toWebp(placeholderSvg(), OUT_DIR + 'placeholder.webp')
  written.add('placeholder.webp')
  // remove images of products that are gone
  for (const f of readdirSync(OUT_DIR)) {
    if (f.endsWith('.webp') && !written.has(f) && statSync(OUT_DIR + f).isFile()) rmSync(OUT_DIR + f)
  }
  console.log(`Wrote ${written.size} images (${demoProducts.length} products + placeholder), ${Math.round(bytes / 1024)} KB, to ${OUT_DIR}`)
}

await main()
