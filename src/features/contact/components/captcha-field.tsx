/**
 * The contact form's captcha (docs/decisions/0018): Google reCAPTCHA when the shop has its keys,
 * otherwise the self-hosted ALTCHA proof of work. Either way the answer is handed to the form
 * (`onChange`), which sends it with the message; an empty string means "not solved (any more)".
 *
 * ALTCHA under the strict CSP: `altcha/external` (no inline styles, no blob: workers), its CSS as
 * a stylesheet of our own origin (the route's `head`), its PBKDF2 worker built by Vite as a file
 * of our own origin (`worker-src 'self'`). Loaded in the browser only (a web component).
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { browserLog } from '~/lib/browser-log'
import { ScriptsOffNote } from '~/ui/scripts-off'

export type CaptchaHandle = { reset: () => void }

type Props = {
  siteKey: string | null
  error?: string
  onChange: (answer: string) => void
  /** Lets the form start over after the server refused or used the answer. */
  handleRef: React.RefObject<CaptchaHandle | null>
}

export function CaptchaField({ siteKey, error, onChange, handleRef }: Props) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {m.contact_captcha_label()}
      </span>
      {/* Neither captcha runs without scripts (docs/decisions/0054): the page's phone and e-mail do. */}
      <ScriptsOffNote>{m.contact_captcha_needs_scripts()}</ScriptsOffNote>
      {siteKey ? (
        <Recaptcha siteKey={siteKey} onChange={onChange} handleRef={handleRef} />
      ) : (
        <Altcha onChange={onChange} handleRef={handleRef} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

let altchaReady: Promise<void> | undefined

/** Loads the widget once per page: the element, its worker, its French and Arabic texts. */
function loadAltcha(): Promise<void> {
  altchaReady ??= (async () => {
    await import('altcha/external')
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import('altcha/workers/pbkdf2?worker'),
      // @ts-expect-error the package ships no types for this one file (fr.d.ts covers 'altcha/i18n/fr')
      import('altcha/i18n/fr-fr'),
      import('altcha/i18n/ar'),
    ])
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
  })()
  altchaReady.catch(() => (altchaReady = undefined))
  return altchaReady
}

function Altcha({ onChange, handleRef }: Pick<Props, 'onChange' | 'handleRef'>) {
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const widget = useRef<AltchaWidgetElement | null>(null)
  const changed = useRef(onChange)
  changed.current = onChange
  const locale = getLocale()

  useEffect(() => {
    let live = true
    loadAltcha().then(
      () => live && setReady(true),
      (error) => {
        browserLog.warn('[captcha] the ALTCHA widget could not be loaded', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!ready || !element) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      changed.current(state === 'verified' && payload ? payload : '')
    }
    element.addEventListener('statechange', onState)
    handleRef.current = {
      reset: () => {
        element.reset()
        changed.current('')
      },
    }
    return () => {
      element.removeEventListener('statechange', onState)
      handleRef.current = null
    }
  }, [ready, handleRef])

  if (failed) return <p className="text-sm text-red-700">{m.contact_captcha_unavailable()}</p>
  if (!ready)
    return <div className="h-[74px] max-w-[320px] animate-pulse rounded-md border border-slate-200 bg-slate-50" aria-hidden="true" />
  return (
    <altcha-widget
      ref={widget as React.Ref<HTMLElement>}
      data-testid="captcha"
      challenge={`/api/captcha/challenge?lang=${locale}`}
      language={locale === 'ar' ? 'ar' : 'fr-fr'}
      auto="onfocus"
      name="altcha"
      configuration={JSON.stringify({ hideLogo: false, hideFooter: false })}
    />
  )
}

type Grecaptcha = {
  render: (element: HTMLElement, options: Record<string, unknown>) => number
  reset: (id?: number) => void
}
declare global {
  var grecaptcha: Grecaptcha | undefined
  var shopRecaptchaLoaded: (() => void) | undefined
}

let recaptchaReady: Promise<Grecaptcha> | undefined

/** Google's script, added by our own (nonced) code: 'strict-dynamic' lets it run. */
function loadRecaptcha(locale: string): Promise<Grecaptcha> {
  recaptchaReady ??= new Promise<Grecaptcha>((resolve, reject) => {
    globalThis.shopRecaptchaLoaded = () => (globalThis.grecaptcha ? resolve(globalThis.grecaptcha) : reject(new Error('no grecaptcha')))
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=shopRecaptchaLoaded&hl=${locale}`
    script.async = true
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'))
    document.head.append(script)
  })
  recaptchaReady.catch(() => (recaptchaReady = undefined))
  return recaptchaReady
}

function Recaptcha({ siteKey, onChange, handleRef }: Pick<Props, 'onChange' | 'handleRef'> & { siteKey: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const changed = useRef(onChange)
  changed.current = onChange
  const locale = getLocale()

  useEffect(() => {
    let live = true
    loadRecaptcha(locale).then(
      (api) => {
        if (!live || !box.current) return
        const widgetId = api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => changed.current(token),
          'expired-callback': () => changed.current(''),
          'error-callback': () => changed.current(''),
        })
        handleRef.current = {
          reset: () => {
            api.reset(widgetId)
            changed.current('')
          },
        }
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
      handleRef.current = null
    }
  }, [siteKey, locale, handleRef])

  if (failed) return <p className="text-sm text-red-700">{m.contact_captcha_unavailable()}</p>
  return <div ref={box} data-testid="captcha" className="min-h-[78px]" />
}
