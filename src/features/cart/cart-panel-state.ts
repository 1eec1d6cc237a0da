/**
 * Whether the cart panel is open: one small store, so the header's button and the pages that
 * send the customer back to the cart (a checkout step with a refused line) open the same panel.
 */
import { Store } from '@tanstack/react-store'

export const cartPanelStore = new Store({ open: false })

export const openCartPanel = () => cartPanelStore.setState(() => ({ open: true }))
export const closeCartPanel = () => cartPanelStore.setState(() => ({ open: false }))
