// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChartFigures } from './chart-figures'

afterEach(cleanup)

describe("a chart's figures", () => {
  it('are a table named by its caption, one row per point named by its row header, hidden from the eye only', () => {
    render(
      <ChartFigures
        caption="Chiffre d'affaires"
        headers={['Jour', 'Montant', 'Commandes']}
        rows={[
          { key: 'a', label: '2026-11-26', cells: ['120 MAD', 3] },
          { key: 'b', label: '2026-11-27', cells: ['0 MAD', 0] },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: "Chiffre d'affaires" })
    expect(table.className).toBe('sr-only')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Jour', 'Montant', 'Commandes'])
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2026-11-26', '2026-11-27'])
    const [, first] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120 MAD', '3'])
  })
})
