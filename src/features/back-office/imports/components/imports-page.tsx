/**
 * `/gestion/imports` (admins, docs/decisions/0081): pick what (products, pack sizes, prices per
 * city, stock), download it or its template as CSV or Excel, send a file back: its preview names
 * each bad row, and only "Appliquer", with the file previewed, writes anything.
 */
import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import { IMPORT_KINDS, type ImportKind, type ImportResult } from '~/api/contract/admin-imports'
import { localizeHref } from '~/i18n/locale-path'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { FileInput, RadioOptions } from '~/ui/form/controlled'
import { toast } from '~/ui/toasts/toast-store'
import { importFileFn } from '~/features/back-office/imports/imports.functions'
import { ImportPreview } from './import-preview'

const KIND_NAMES: Record<ImportKind, () => string> = {
  products: m.imp_kind_products,
  'pack-sizes': m.imp_kind_pack_sizes,
  prices: m.imp_kind_prices,
  stock: m.imp_kind_stock,
}

const linkClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600'

function Downloads({ kind }: { kind: ImportKind }) {
  const href = (format: 'csv' | 'xlsx', template = false) =>
    localizeHref(`/gestion/imports/export?kind=${kind}&format=${format}${template ? '&template=1' : ''}`, getLocale())
  return (
    <Card title={m.imp_export_title()}>
      <div className="flex flex-wrap gap-2">
        <a href={href('csv')} download className={linkClass} data-testid="imp-export-csv">
          {m.imp_export_csv()}
        </a>
        <a href={href('xlsx')} download className={linkClass} data-testid="imp-export-xlsx">
          {m.imp_export_xlsx()}
        </a>
        <a href={href('csv', true)} download className={linkClass}>
          {m.imp_template_csv()}
        </a>
        <a href={href('xlsx', true)} download className={linkClass}>
          {m.imp_template_xlsx()}
        </a>
      </div>
    </Card>
  )
}

export function ImportsPage() {
  const send = useServerFn(importFileFn)
  const fileId = useId()
  const [kind, setKind] = useState<ImportKind>('prices')
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [preview, setPreview] = useState<ImportResult | null>(null)
  const reset = () => {
    setPreview(null)
    setRefusal(null)
  }
  const post = (apply: boolean) => {
    const form = new FormData()
    form.append('file', file!)
    form.append('kind', kind)
    form.append('apply', apply ? '1' : '0')
    if (apply && preview) form.append('fingerprint', preview.fingerprint)
    return send({ data: form })
  }
  const previewFile = async (event: React.FormEvent) => {
    event.preventDefault()
    reset()
    if (!file) return setRefusal(m.imp_choose_file())
    setBusy('preview')
    const answer = await post(false)
    setBusy(null)
    if (!answer.success) return setRefusal(answer.message)
    setPreview(answer.data)
  }
  const apply = async () => {
    setBusy('apply')
    const answer = await post(true)
    setBusy(null)
    reset()
    if (!answer.success) return setRefusal(answer.message)
    toast.success(m.imp_applied({ count: answer.data.counts.new + answer.data.counts.changed }))
  }
  return (
    <AdminPage title={m.imp_title()} description={m.imp_intro()}>
      <fieldset className="flex flex-wrap gap-2" data-testid="imp-kinds">
        <legend className="mb-1 font-semibold text-slate-800">{m.imp_kind_label()}</legend>
        <RadioOptions
          name="kind"
          look="pills"
          options={IMPORT_KINDS.map((each) => ({ value: each, label: KIND_NAMES[each]() }))}
          value={kind}
          onChange={(chosen) => {
            setKind(chosen as ImportKind)
            reset()
          }}
          invalid={false}
        />
      </fieldset>
      <Downloads kind={kind} />
      <Card title={m.imp_import_title()}>
        <form onSubmit={(event) => void previewFile(event)} className="grid gap-2" data-testid="imp-form">
          <label htmlFor={fileId} className="font-semibold text-slate-800">
            {m.imp_file_label()}
          </label>
          <FileInput
            id={fileId}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${fileId}-hint`}
            onFile={(chosen) => {
              setFile(chosen ?? null)
              reset()
            }}
            className="text-sm"
            data-testid="imp-file"
          />
          <p id={`${fileId}-hint`} className="text-sm text-slate-600">
            {m.imp_file_hint()}
          </p>
          <div>
            <button
              type="submit"
              disabled={busy !== null}
              className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              data-testid="imp-preview-button"
            >
              {busy === 'preview' ? m.imp_previewing() : m.imp_preview()}
            </button>
          </div>
        </form>
        {refusal ? (
          <p role="alert" className="mt-3 font-semibold text-red-700" data-testid="imp-refusal">
            {refusal}
          </p>
        ) : null}
        {preview ? <ImportPreview result={preview} applying={busy === 'apply'} onApply={() => void apply()} /> : null}
      </Card>
    </AdminPage>
  )
}
