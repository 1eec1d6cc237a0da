/**
 * A CSV's rows, one at a time, as csv-parse's stream parser finds them (docs/decisions/0091): the
 * text is decoded and parsed in slices, so what is held at once is a slice and a row, whatever
 * the file holds. A row wider than the limit is stopped at its first cell too many, before the
 * row is built (a line of 5 million `;` would be 5 million cells).
 */
import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { SheetLimitError, SheetUnreadableError } from './sheet-errors'

/** A slice is parsed in one go: 16 KB of short rows is a few thousand, so the event loop turns between them. */
const SLICE_BYTES = 16 * 1024

/** `;` or `,` between fields, whichever the header (the first line) uses more; `;` on a tie, as French Excel writes. */
function delimiterOf(bytes: Uint8Array): ';' | ',' {
  const start = new TextDecoder().decode(bytes.subarray(0, SLICE_BYTES))
  const header = start.slice(0, start.search(/\r?\n|$/))
  return header.split(';').length >= header.split(',').length ? ';' : ','
}

/** The bytes as text, slice by slice; a byte sequence that is not UTF-8 fails the read (the BOM is dropped). */
function* textSlices(bytes: Uint8Array): Generator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for (let at = 0; at < bytes.byteLength; at += SLICE_BYTES) {
      yield decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: true })
    }
    yield decoder.decode()
  } catch (error) {
    throw error instanceof TypeError ? new SheetUnreadableError('not UTF-8') : error
  }
}

export async function* csvRows(bytes: Uint8Array, maxColumns: number): AsyncGenerator<string[]> {
  const source = Readable.from(textSlices(bytes), { objectMode: false })
  const parser = parse({
    delimiter: delimiterOf(bytes),
    relax_column_count: true,
    skip_empty_lines: true,
    cast: (value, { index }) => {
      if (index >= maxColumns) throw new SheetLimitError('columns', maxColumns)
      return value
    },
  })
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  try {
    for await (const row of parser) yield row as string[]
  } catch (error) {
    if (error instanceof SheetLimitError || error instanceof SheetUnreadableError) throw error
    // csv-parse wraps what the cast threw; anything else is a file that is not CSV.
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof SheetLimitError) throw cause
    throw new SheetUnreadableError('not CSV', { cause: error })
  } finally {
    source.destroy()
    parser.destroy()
  }
}
