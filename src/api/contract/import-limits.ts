/**
 * What a catalogue file may hold, named once (docs/decisions/0081, 0091). A file is read as a
 * stream and refused (413) the moment it passes one of these, before its rows are held: the shop
 * runs in a 256 MB heap (0040), and a 5 MB file can unfold into millions of rows or, zipped as an
 * .xlsx, into gigabytes.
 */

/** The file as uploaded (the back office's form and the API's base64 JSON carry no more). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
/** Rows below the header (empty rows are not counted). */
export const IMPORT_MAX_ROWS = 20_000
/** Cells in one row: the widest kind has 9 columns; the rest is room for an admin's own notes. */
export const IMPORT_MAX_COLUMNS = 50
/** Cells in the whole file, header included: 20 a row on average over the longest file. */
export const IMPORT_MAX_CELLS = 400_000
/** An .xlsx's parts once inflated, all together (declared in its directory, and counted while inflating). */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024
/** An .xlsx's parts (a workbook has a dozen; images and extra sheets add some). */
export const IMPORT_MAX_ZIP_ENTRIES = 1_000
