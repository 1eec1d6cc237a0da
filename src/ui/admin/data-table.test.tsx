// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createColumnHelper } from '@tanstack/react-table'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type TableSort } from './data-table'

afterEach(cleanup)

type Row = { reference: string; customer: string; total: number }
const column = createColumnHelper<Row>()
const columns = [
  column.accessor('reference', { enableSorting: true, header: 'Référence' }),
  column.accessor('customer', { header: 'Client' }),
  column.accessor('total', { enableSorting: true, header: 'Total', cell: ({ getValue }) => `${getValue()} MAD` }),
]
const rows: Row[] = [
  { reference: 'MS-1', customer: 'Salma', total: 55 },
  { reference: 'MS-2', customer: 'Karim', total: 120 },
]

function renderTable(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const handlers = { onSortChange: vi.fn<(sort: TableSort) => void>(), onPageChange: vi.fn(), onPageSizeChange: vi.fn() }
  render(
    <DataTable<Row>
      label="Commandes"
      data={rows}
      columns={columns}
      getRowId={(row) => row.reference}
      sort={{ id: 'reference', desc: false }}
      descFirst={['total']}
      pagination={{ page: 2, pageSize: 25, total: 60 }}
      empty="Aucune commande"
      {...handlers}
      {...overrides}
    />,
  )
  return handlers
}

describe('the data table', () => {
  it('draws the rows it is given, in order, in a scrollable region named by its caption', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Commandes' })
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['MS-1', 'Salma', '55 MAD'],
      ['MS-2', 'Karim', '120 MAD'],
    ])
    const region = screen.getByRole('region', { name: 'Commandes' })
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.className).toContain('overflow-x-auto')
  })

  it('makes only the server-sortable headers buttons, with aria-sort on their header cell', () => {
    renderTable()
    const headers = screen.getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', null, 'none'])
    expect(within(headers[0]!).getByRole('button', { name: 'Référence' })).toBeTruthy()
    expect(within(headers[1]!).queryByRole('button')).toBeNull()
    renderTable({ sort: { id: 'total', desc: true } })
    expect(screen.getAllByRole('columnheader').at(-1)!.getAttribute('aria-sort')).toBe('descending')
  })

  it('asks the caller to turn the current column around, and another column in its first direction', () => {
    const { onSortChange } = renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Référence' }))
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'reference', desc: true })
    fireEvent.click(screen.getByRole('button', { name: 'Total' }))
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'total', desc: true })
  })

  it('pages: page x of y, previous and next, and the page size, all reported to the caller', () => {
    const { onPageChange, onPageSizeChange } = renderTable()
    const pager = screen.getByRole('navigation')
    expect(within(pager).getByTestId('table-page').textContent).toBe('Page 2 sur 3')
    expect(within(pager).getByTestId('table-total').textContent).toBe('60 résultat(s)')
    fireEvent.click(within(pager).getByRole('button', { name: 'Suivante' }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
    fireEvent.click(within(pager).getByRole('button', { name: 'Précédente' }))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
    const size = within(pager).getByLabelText('Lignes par page') as HTMLSelectElement
    expect([...size.options].map((option) => option.value)).toEqual(['25', '50', '100'])
    fireEvent.change(size, { target: { value: '50' } })
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50)
  })

  it('cannot go before the first page or past the last', () => {
    renderTable({ pagination: { page: 1, pageSize: 50, total: 40 } })
    expect(screen.getByTestId('table-page').textContent).toBe('Page 1 sur 1')
    expect((screen.getByRole('button', { name: 'Précédente' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Suivante' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says so when the page is empty, across every column', () => {
    renderTable({ data: [], pagination: { page: 1, pageSize: 25, total: 0 } })
    const empty = screen.getByTestId('table-empty')
    expect(empty.textContent).toBe('Aucune commande')
    expect(empty.getAttribute('colspan')).toBe('3')
    expect(screen.getByTestId('table-page').textContent).toBe('Page 1 sur 1')
  })

  it('marks the table busy while the next page comes', () => {
    renderTable({ busy: true })
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
  })

  it('says it is loading while there are no rows yet', () => {
    renderTable({ data: [], loading: true })
    expect(screen.getByTestId('table-loading').textContent).toBe('Chargement…')
    expect(screen.queryByTestId('table-empty')).toBeNull()
  })

  it('names each row by its row-header cell', () => {
    renderTable({ rowHeader: 'reference' })
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['MS-1', 'MS-2'])
  })

  it('selects rows by labelled checkboxes, the page by the header one, then all of the filter', () => {
    const onChange = vi.fn<(ids: string[]) => void>()
    const onAllMatchingChange = vi.fn<(all: boolean) => void>()
    const selection = { selected: [] as string[], onChange, rowLabel: (row: Row) => row.reference, onAllMatchingChange }
    renderTable({ selection })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner MS-2' }))
    expect(onChange).toHaveBeenLastCalledWith(['MS-2'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner les lignes de cette page' }))
    expect(onChange).toHaveBeenLastCalledWith(['MS-1', 'MS-2'])
    cleanup()

    renderTable({ selection: { ...selection, selected: ['MS-1', 'MS-2'] } })
    expect((screen.getByRole('checkbox', { name: 'Sélectionner les lignes de cette page' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Sélectionner les 60 résultats de ce filtre' }))
    expect(onAllMatchingChange).toHaveBeenLastCalledWith(true)
    cleanup()

    renderTable({ selection: { ...selection, selected: ['MS-1', 'MS-2'], allMatching: true } })
    expect(screen.getByText('Les 60 résultats de ce filtre sont sélectionnés.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tout désélectionner' }))
    expect(onChange).toHaveBeenLastCalledWith([])
    expect(onAllMatchingChange).toHaveBeenLastCalledWith(false)
  })

  it('shows the whole list without a pager when it is not paged', () => {
    renderTable({ pagination: undefined })
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getAllByRole('row')).toHaveLength(3)
  })
})
