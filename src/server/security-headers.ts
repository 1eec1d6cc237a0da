import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppConfig } from '../../app.config'

/**
 * Security headers for every answer, from Hono's maintained `secureHeaders` middleware.
 * Scripts run only with this request's nonce (TanStack Router stamps it on the scripts it
 * renders); 'strict-dynamic' lets those scripts load the route chunks they import.
 * Later features widen `connect-src`/`script-src`/`frame-src` for maps and captcha here.
 */
export function securityHeaders(config: AppConfig): MiddlewareHandler {
  const servedOverTls = config.PUBLIC_SITE_URL.startsWith('https://')
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'", NONCE],
      // React renders `style` attributes (progress bar width); they cannot run code.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
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
