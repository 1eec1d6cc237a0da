// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Refusal } from '~/lib/refusal'
import { formatDateTime } from '~/lib/dates'
import { toastStore } from '~/ui/toasts/toast-store'
import { Toaster } from '~/ui/toasts/toaster'
import { useVersionedSave } from './use-versioned-save'

beforeEach(() => toastStore.setState(() => ({ toasts: [] })))
afterEach(cleanup)

type Values = { name: string }
type Saved = { success: true; data: { version: number } }
const savedAt = '2026-11-27T08:30:00.000Z'
const stale: Refusal = {
  success: false,
  status: 409,
  message: 'Modifié par Salma Idrissi',
  errors: {},
  conflict: { savedBy: 'Salma Idrissi', savedAt, version: 8 },
}

function setUp(answers: (Saved | Refusal)[]) {
  const save = vi.fn(async (_values: Values, _version: number | undefined) => answers.shift()!)
  const onSaved = vi.fn()
  const onLoadTheirs = vi.fn()
  render(<Toaster />)
  const { result } = renderHook(() => useVersionedSave({ save, onSaved, onLoadTheirs }))
  return { submit: result.current, save, onSaved, onLoadTheirs }
}

describe('useVersionedSave', () => {
  it('saves with the version read and hands the success on', async () => {
    const { submit, save, onSaved } = setUp([{ success: true, data: { version: 6 } }])
    await act(async () => expect(await submit({ name: 'Eau' }, 5)).toBeUndefined())
    expect(save).toHaveBeenCalledWith({ name: 'Eau' }, 5)
    expect(onSaved).toHaveBeenCalledWith({ success: true, data: { version: 6 } }, { name: 'Eau' })
    expect(screen.queryByRole('button', { name: 'Charger la leur' })).toBeNull()
  })

  it('on a stale save, names who saved and when; "load theirs" asks the screen to read the record again', async () => {
    const { submit, onLoadTheirs, onSaved } = setUp([stale])
    await act(async () => expect(await submit({ name: 'Eau' }, 5)).toEqual(stale))
    expect(
      screen.getByText(`Salma Idrissi a enregistré cette fiche le ${formatDateTime(savedAt)}, après que vous l'avez ouverte.`),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Charger la leur' }))
    expect(onLoadTheirs).toHaveBeenCalledTimes(1)
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Garder la mienne' })).toBeNull()
  })

  it('"keep mine" saves the same values again over the version stored now', async () => {
    const { submit, save, onSaved } = setUp([stale, { success: true, data: { version: 9 } }])
    await act(async () => void (await submit({ name: 'Eau' }, 5)))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Garder la mienne' })))
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(save.mock.calls).toEqual([
      [{ name: 'Eau' }, 5],
      [{ name: 'Eau' }, 8],
    ])
  })

  it('without a conflict to read, shows the message and offers "load theirs" only', async () => {
    const bare: Refusal = { success: false, status: 409, message: 'Le stock a changé depuis que vous l’avez lu', errors: {} }
    const { submit, onLoadTheirs } = setUp([bare])
    await act(async () => void (await submit({ name: 'Eau' }, 5)))
    expect(screen.getByText('Le stock a changé depuis que vous l’avez lu')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Garder la mienne' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Charger la leur' }))
    expect(onLoadTheirs).toHaveBeenCalledTimes(1)
  })

  it('hands any other refusal to the form without a toast', async () => {
    const refused: Refusal = { success: false, status: 422, message: 'Nom requis', errors: { name: ['Nom requis'] } }
    const { submit } = setUp([refused])
    await act(async () => expect(await submit({ name: '' }, 5)).toEqual(refused))
    expect(toastStore.state.toasts).toEqual([])
  })

  it('reads theirs at once when asked to (saves checked against what was seen), "keep mine" saving again', async () => {
    const bare: Refusal = { success: false, status: 409, message: 'Le stock a changé', errors: { stock: ['Maintenant : 7'] } }
    const save = vi.fn(async (_values: Values, _version: number | undefined): Promise<Saved | Refusal> =>
      save.mock.calls.length === 1 ? bare : { success: true, data: { version: 1 } },
    )
    const onSaved = vi.fn()
    const onLoadTheirs = vi.fn()
    render(<Toaster />)
    const { result } = renderHook(() => useVersionedSave({ save, onSaved, onLoadTheirs, reloadAtOnce: true }))
    await act(async () => expect(await result.current({ name: 'Eau' }, 0)).toEqual(bare))
    expect(onLoadTheirs).toHaveBeenCalledTimes(1)
    expect(document.querySelector('.toast[data-toast-type="error"]')?.textContent).toContain('Le stock a changé')
    expect(screen.queryByRole('button', { name: 'Charger la leur' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Garder la mienne' })))
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
  })
})
