/** A text searched with LIKE/ILIKE as typed: its `%`, `_` and `\` match themselves. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
