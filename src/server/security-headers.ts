import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppConfig } from '#app-config'

/**
 * Security headers for every answer, from Hono's maintained `secureHeaders` middleware.
 * Scripts run only with this request's nonce (TanStack Router stamps it on the scripts it
 * renders); 'strict-dynamic' lets those scripts load the route chunks they import.
 * Later features widen `connect-src`/`script-src`/`frame-src` for maps and captcha here.
 */
export function securityHeaders(config: AppConfig): MiddlewareHandler {
  const servedOverTls = config.PUBLIC_SITE_URL.startsWith('https://')
  const maps = googleMapsSources(Boolean(config.GOOGLE_MAPS_API_KEY))
  const captcha = recaptchaSources(Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY))
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", ...maps.script, ...captcha.script],
      styleSrc: ["'self'", NONCE, ...maps.style],
      // React renders `style` attributes (progress bar width); they cannot run code.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...maps.img],
      fontSrc: ["'self'", ...maps.font],
      connectSrc: ["'self'", ...maps.connect, ...captcha.connect],
      // The self-hosted captcha's proof-of-work worker, a built file of our own (docs/decisions/0018);
      // without this, workers would fall back to script-src, whose nonce a worker cannot carry.
      workerSrc: ["'self'"],
      frameSrc: ["'self'", ...captcha.frame],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: servedOverTls ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: [] },
  })
}

/**
 * Google Maps (address search on the address form, docs/decisions/0011), only when a maps key is
 * configured. Its script is added by our own nonced script, so 'strict-dynamic' already lets it
 * run (the hosts in `script-src` serve browsers without 'strict-dynamic' and are ignored by the
 * others); it then needs its tiles, markers and fonts, and its Places requests. No 'unsafe-eval'.
 * Every page gets it, not only the form: a client-side navigation keeps the first page's policy.
 */
export function googleMapsSources(enabled: boolean) {
  if (!enabled) return { script: [], style: [], img: [], font: [], connect: [] }
  return {
    script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    style: ['https://fonts.googleapis.com'],
    img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
    font: ['https://fonts.gstatic.com'],
    connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  }
}

/**
 * Google reCAPTCHA (the contact form, docs/decisions/0018), only when its keys are configured:
 * its script is added by our own nonced code ('strict-dynamic'), then it draws its checkbox in a
 * frame from google.com. Without keys the self-hosted captcha needs nothing from outside.
 */
export function recaptchaSources(enabled: boolean) {
  if (!enabled) return { script: [], connect: [], frame: [] }
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  }
}
