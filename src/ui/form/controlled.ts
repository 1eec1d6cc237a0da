/**
 * The kit's pieces for fields whose value lives outside a kit form, such as the checkout's
 * choices, saved to the cart as soon as they are made (docs/decisions/0026): the same label,
 * group, control and error markup the kit's fields draw, taking `value` and `onChange`. A storefront
 * page that must not load TanStack Form imports the bare controls from controls.tsx itself.
 */
export {
  type FieldErrors,
  FieldError,
  FieldFrame,
  FieldsetFrame,
  controlClass,
  describedControl,
  hasError,
  labelClass,
} from './field-frame'
export { CheckboxControl } from './fields/checkbox-field'
export { type RadioOption, RadioOptions } from './fields/radio-group-field'
export { type Option, SelectControl } from './fields/select-field'
export { BareCheckbox, BareSelect, FileInput, HiddenField, TextAreaControl, TextControl } from './controls'
