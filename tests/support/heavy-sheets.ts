/**
 * Spreadsheets made in the test for the heavy-input checks (check 21, docs/decisions/0091): large
 * ones are generated, never committed. The .xlsx files are zipped by hand, so a test can also make
 * what no spreadsheet program would: a zip bomb, or entries that lie about their size.
 */
import { crc32, deflateRawSync } from 'node:zlib'

/** A CSV of `header` then short rows (`x;` and a line feed, 3 bytes each) up to `bytes` in all. */
export function shortRowsCsv(header: string, bytes: number): Uint8Array {
  const head = Buffer.from(`${header}\n`)
  const rows = Math.floor((bytes - head.length) / 3)
  const body = Buffer.alloc(head.length + rows * 3)
  head.copy(body)
  for (let at = head.length; at < body.length; at += 3) body.write('x;\n', at)
  return new Uint8Array(body)
}

/** A CSV of the given rows, `;` between fields, as an admin's spreadsheet saves it. */
export const csvOf = (table: string[][]) => new TextEncoder().encode(table.map((cells) => cells.join(';')).join('\r\n') + '\r\n')

export type ZipEntry = {
  name: string
  data: Buffer
  /** Stored rather than deflated. */
  stored?: boolean
  /** The uncompressed size the headers declare, when it should lie. */
  declaredSize?: number
}

/** A zip as spreadsheet programs write it: sizes in the local headers, then the central directory. */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = entry.stored ? entry.data : deflateRawSync(entry.data, { level: 9 })
    const size = entry.declaredSize ?? entry.data.length
    const crc = crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.stored ? 0 : 8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.stored ? 0 : 8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`)
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** The parts around a first sheet, in the order Excel writes them (shared strings before the sheet). */
export function workbookParts(sheetXml: Buffer, { sheetEntry = {} as Partial<ZipEntry> } = {}): ZipEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Feuille" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${OFFICE_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/sharedStrings.xml', data: xml(`<sst xmlns="${MAIN}" count="0" uniqueCount="0"/>`) },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, ...sheetEntry },
  ]
}

const columnName = (index: number) => {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** A sheet's XML: `rows` rows of `columns` inline-text cells each, the first row the header's `header` texts. */
export function sheetXml(rows: number, columns: number, header: string[] = []): Buffer {
  const parts: string[] = [`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`]
  for (let row = 1; row <= rows; row++) {
    let cells = ''
    for (let column = 0; column < columns; column++) {
      const text = row === 1 && header[column] !== undefined ? header[column] : `v${column}`
      cells += `<c r="${columnName(column)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`
    }
    parts.push(`<row r="${row}">${cells}</row>`)
  }
  parts.push('</sheetData></worksheet>')
  return Buffer.from(parts.join(''))
}

/** An .xlsx of `rows` rows × `columns` cells (the header's texts first). */
export const xlsxOf = (rows: number, columns: number, header: string[] = []) => zipOf(workbookParts(sheetXml(rows, columns, header)))

/**
 * A zip bomb dressed as an .xlsx: a sheet that inflates to `inflated` bytes (blanks inside the XML,
 * which deflate to almost nothing); `declaredSize` makes its headers lie about it.
 */
export function zipBombXlsx(inflated: number, { declaredSize }: { declaredSize?: number } = {}): Uint8Array {
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row>`
  const tail = '</sheetData></worksheet>'
  const sheet = Buffer.alloc(inflated, ' ')
  sheet.write(head, 0)
  sheet.write(tail, inflated - tail.length)
  return zipOf(workbookParts(sheet, { sheetEntry: declaredSize === undefined ? {} : { declaredSize } }))
}
