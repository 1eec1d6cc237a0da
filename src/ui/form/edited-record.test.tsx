// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Refusal } from '~/lib/refusal'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toastStore } from '~/ui/toasts/toast-store'
import { Toaster } from '~/ui/toasts/toaster'
import { EditedRecord } from './edited-record'
import { useShopForm } from './form-hook'

beforeEach(() => toastStore.setState(() => ({ toasts: [] })))
afterEach(cleanup)

type Voucher = { version: number; code: string }
type Saved = { success: true }
const theirs: Refusal = {
  success: false,
  status: 409,
  message: 'Modifié',
  errors: {},
  conflict: { savedBy: 'Salma Idrissi', savedAt: '2026-11-27T08:30:00.000Z', version: 2 },
}

/** An editor as the back office writes them: keyed by the version it was read from, saved with it. */
function VoucherForm({
  voucher,
  save,
  onSaved,
}: {
  voucher: Voucher
  save: (version: number) => Promise<Saved | Refusal>
  onSaved: () => void
}) {
  const saveVersioned = useVersionedSave({
    save: (_values: { code: string }, version: number) => save(version),
    onSaved,
    onLoadTheirs: () => {},
  })
  const form = useShopForm({ defaultValues: { code: voucher.code }, submit: (values) => saveVersioned(values, voucher.version) })
  return (
    <form.AppForm>
      <form.Form aria-label={`Bon v${voucher.version}`}>
        <form.AppField name="code">{(field) => <field.TextField label="Code" />}</form.AppField>
        <form.SubmitButton>Enregistrer</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

function setUp(answers: (Saved | Refusal)[]) {
  const save = vi.fn(async (_version: number) => answers.shift()!)
  const page = (live: Voucher) => (
    <>
      <Toaster />
      <EditedRecord live={live}>
        {(voucher) => <VoucherForm key={voucher.version} voucher={voucher} save={save} onSaved={() => {}} />}
      </EditedRecord>
    </>
  )
  const view = render(page({ version: 1, code: 'ETE' }))
  return { save, show: (live: Voucher) => view.rerender(page(live)) }
}

const code = () => screen.getByLabelText('Code') as HTMLInputElement
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })))

describe('EditedRecord', () => {
  it('follows what is read while nothing is typed', () => {
    const { show } = setUp([])
    show({ version: 2, code: 'HIVER' })
    expect(screen.getByRole('form', { name: 'Bon v2' })).toBeTruthy()
    expect(code().value).toBe('HIVER')
  })

  it("keeps what is typed when another admin's version is read, and the save meets their 409", async () => {
    const { show, save } = setUp([theirs])
    fireEvent.change(code(), { target: { value: 'ETE26' } })
    // A background read (the window's focus) brings their version.
    show({ version: 2, code: 'HIVER' })
    expect(code().value).toBe('ETE26')
    expect(screen.getByRole('form', { name: 'Bon v1' })).toBeTruthy()
    await press('Enregistrer')
    expect(save).toHaveBeenCalledWith(1)
    expect(screen.getByRole('button', { name: 'Charger la leur' })).toBeTruthy()
    // "Charger la leur" lets go: the form starts again from theirs.
    await press('Charger la leur')
    expect(screen.getByRole('form', { name: 'Bon v2' })).toBeTruthy()
    expect(code().value).toBe('HIVER')
  })

  it('lets go after its own save, so the version it wrote starts the form again', async () => {
    const { show, save } = setUp([{ success: true }, { success: true }])
    fireEvent.change(code(), { target: { value: 'ETE26' } })
    await press('Enregistrer')
    expect(save).toHaveBeenCalledWith(1)
    show({ version: 2, code: 'ETE26' })
    expect(screen.getByRole('form', { name: 'Bon v2' })).toBeTruthy()
    // Typed again, then saved over the version it now shows.
    fireEvent.change(code(), { target: { value: 'ETE27' } })
    show({ version: 2, code: 'ETE26' })
    await press('Enregistrer')
    expect(save).toHaveBeenLastCalledWith(2)
  })
})
