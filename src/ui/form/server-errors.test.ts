import { describe, expect, it } from 'vitest'
import { formFieldName, withFormFieldNames } from './server-errors'

describe("the API's field paths as the form's field names", () => {
  it('puts array items in brackets and leaves other names alone', () => {
    expect(formFieldName('sections.2.body.fr')).toBe('sections[2].body.fr')
    expect(formFieldName('lines.0')).toBe('lines[0]')
    expect(formFieldName('title.fr')).toBe('title.fr')
    expect(formFieldName('address_line1')).toBe('address_line1')
    expect(formFieldName('phone2.x')).toBe('phone2.x')
    expect(withFormFieldNames({ 'sections.10.heading.ar': ['x'], email: ['y'] })).toEqual({
      'sections[10].heading.ar': ['x'],
      email: ['y'],
    })
  })
})
