/** A button that asks once more before acting: the question and its two answers appear in place. */
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'

export function ConfirmButton({
  label,
  question,
  onConfirm,
  tone = 'danger',
}: {
  label: string
  question: string
  onConfirm: () => Promise<void>
  tone?: 'danger' | 'neutral'
}) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const color = tone === 'danger' ? 'bg-red-700 text-white hover:bg-red-800' : 'bg-brand-600 text-white hover:bg-brand-700'
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={`rounded-lg px-4 py-2 font-semibold ${color}`}>
        {label}
      </button>
    )
  }
  return (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      <p className="font-semibold text-slate-900">{question}</p>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true)
          try {
            await onConfirm()
          } finally {
            setBusy(false)
            setAsking(false)
          }
        }}
        className={`rounded-lg px-4 py-2 font-semibold disabled:opacity-60 ${color}`}
      >
        {m.bo_confirm_yes()}
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800"
      >
        {m.bo_confirm_no()}
      </button>
    </div>
  )
}
