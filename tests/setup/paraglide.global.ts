/** The messages the tests import, compiled first (see tests/support/test-paraglide.ts). */
import { compileTestMessages } from '../support/test-paraglide'

export default function setup() {
  compileTestMessages()
}
