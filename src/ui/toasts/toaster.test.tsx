// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, toast, toastStore } from './toast-store'
import { Toaster } from './toaster'

beforeEach(() => {
  vi.useFakeTimers()
  toastStore.setState(() => ({ toasts: [] }))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('stacks toasts of the four types in order, errors as alerts', () => {
    render(<Toaster />)
    act(() => {
      toast.success('Produit ajouté')
      toast.error('Échec')
      toast.warning('Attention')
      toast.info('Pour info')
    })
    const shown = document.querySelectorAll('.toast')
    expect([...shown].map((element) => element.getAttribute('data-toast-type'))).toEqual(['success', 'error', 'warning', 'info'])
    expect(screen.getByRole('alert').textContent).toContain('Échec')
    expect(screen.getAllByRole('status')).toHaveLength(3)
  })

  it('hides each toast after 5000 ms, not before', () => {
    render(<Toaster />)
    act(() => {
      toast.info('Bientôt parti')
    })
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(screen.queryByText('Bientôt parti')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Bientôt parti')).toBeNull()
    expect(TOAST_DURATION_MS).toBe(5000)
  })

  it('dismisses a toast when it is clicked, and another by its close button', () => {
    render(<Toaster />)
    act(() => {
      toast.success('Premier')
      toast.warning('Second')
    })
    fireEvent.click(screen.getByText('Premier'))
    expect(screen.queryByText('Premier')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }))
    expect(screen.queryByText('Second')).toBeNull()
    expect(toastStore.state.toasts).toEqual([])
  })

  it('keeps a toast with actions until one is pressed, which runs it and closes the toast', () => {
    const loadTheirs = vi.fn()
    render(<Toaster />)
    act(() => {
      toast.ask('warning', 'Salma a enregistré entre-temps', [
        { label: 'Charger la leur', run: loadTheirs },
        { label: 'Garder la mienne', run: () => {} },
      ])
    })
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3))
    fireEvent.click(screen.getByText('Salma a enregistré entre-temps'))
    expect(screen.queryByText('Salma a enregistré entre-temps')).not.toBeNull()
    const button = screen.getByRole('button', { name: 'Charger la leur' })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(loadTheirs).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Salma a enregistré entre-temps')).toBeNull()
  })
})
