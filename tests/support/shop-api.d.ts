/**
 * The Shop API's OpenAPI document as types, by openapi-typescript: written by
 * tests/reliability/openapi-client.test.ts (`-u` writes it again), never by hand.
 */
export interface paths {
  '/api/admin/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Orders, filtered, sorted and paginated on the server (staff, admin) */
    get: operations['adminListOrders']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/order-filters': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The orders list's filter choices: cities and payment modes, in the request's language (any staff role: a driver's deliver form lists the payment modes) */
    get: operations['adminGetOrderFilters']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An order's page: lines, amounts, addresses, timeline, the customer's history, the actions allowed (a driver: their own) */
    get: operations['adminGetOrder']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** One action of the order state machine, with its effects, once (a driver: deliver or fail, their own orders) */
    post: operations['adminChangeOrderStatus']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A staff note on the order's timeline (staff, admin) */
    post: operations['adminAddOrderNote']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/arrived': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The driver arrived at the door: kept once, at the driver's time bounded by the dispatch and now (a driver: their own orders) */
    post: operations['adminOrderArrived']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/proof.webp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The delivery's proof: the recipient's signature or the driver's photo, WebP (staff, admin) */
    get: operations['adminGetDeliveryProofImage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/order-bulk/actions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Confirm or assign the selected orders, each in its own transaction; the refused ones named with why (staff, admin) */
    post: operations['adminOrderBulkAction']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/order-bulk/selection': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The selection's orders (id and reference), newest first (staff, admin) */
    post: operations['adminOrderBulkSelection']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/order-bulk/sheets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One delivery sheet per selected order: customer, phone, address, lines, amount to collect, payment (staff, admin) */
    get: operations['adminOrderBulkSheets']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/order-bulk/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The selected orders as CSV (French Excel) or Excel, with lines, amounts, status, dates, customer, city, payment (staff, admin) */
    get: operations['adminOrderBulkExport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/order-bulk/drivers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The active drivers a selection may be assigned to (staff, admin) */
    get: operations['adminOrderBulkDrivers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/edit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The order as the editor starts from it (version, lines, date, modes) and its city's choices (staff, admin) */
    get: operations['adminGetOrderEditor']
    put?: never
    /** Saves the edited order in one transaction: totals, voucher, points, stock, history, e-mail to the customer (staff, admin) */
    post: operations['adminEditOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/edit/preview': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The edited order priced by checkout: totals before and after, what changes; nothing is written (staff, admin) */
    post: operations['adminPreviewOrderEdit']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in staff member and their role */
    get: operations['adminGetSignedInStaff']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The staff accounts (admin) */
    get: operations['adminListStaff']
    put?: never
    /** Invites an address to the team with a role: a link e-mailed there (in `lang`) makes the account staff once opened (admin) */
    post: operations['adminCreateStaffAccount']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/invitations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The invitations not accepted yet (admin) */
    get: operations['adminListStaffInvitations']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/invitations/{id}/resend': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends an invitation again with a new link (the old one stops working) valid for a week (admin) */
    post: operations['adminResendStaffInvitation']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/invitations/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Cancels an invitation: its link stops working (admin) */
    delete: operations['adminCancelStaffInvitation']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Changes a staff account: role, disabled (its sessions end at once), must change password (admin; never oneself) */
    patch: operations['adminUpdateStaffAccount']
    trace?: never
  }
  '/api/admin/audit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The audit log, newest first (admin) */
    get: operations['adminListAuditLog']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/second-factor': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in member's second factor: enrolled, required for their role, and the roles that need one */
    get: operations['adminGetSecondFactor']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/second-factor/enroll': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Starts an authenticator app with the password: its secret (otpauth URI) and recovery codes, to confirm with a first code */
    post: operations['adminEnrollSecondFactor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/second-factor/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Confirms the app with its first code; answers the session's new token */
    post: operations['adminConfirmSecondFactor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/step-up': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The password, or a code of the authenticator app, given again: sensitive actions are open for five minutes */
    post: operations['adminStepUp']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/second-factor-roles': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Which roles must sign in with a second factor (admin) */
    put: operations['adminSetSecondFactorRoles']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/{id}/second-factor/reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Removes a team member's authenticator app and recovery codes and ends their sessions (admin, audited; never oneself) */
    post: operations['adminResetSecondFactor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Customers, searched by name, e-mail or phone digits, newest first; deleted accounts as anonymised (staff, admin) */
    get: operations['adminListCustomers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A customer's page: profile, addresses, last orders, points and their ledger (staff, admin) */
    get: operations['adminGetCustomer']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}/points': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds or takes away points with a reason: a ledger line, the balance never below zero (staff up to the rules’ points_admin_threshold, admin) */
    post: operations['adminAdjustCustomerPoints']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}/disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Disables (every session ends at once) or enables a customer's account (staff, admin) */
    post: operations['adminSetCustomerDisabled']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/inbox/messages': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Contact messages, newest first, optionally of one status, with the count of each status (staff, admin) */
    get: operations['adminListMessages']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/inbox/messages/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A contact message and its replies; a new message becomes read (staff, admin) */
    get: operations['adminGetMessage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/inbox/messages/{id}/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sets a contact message's status: new, read or handled (staff, admin) */
    post: operations['adminSetMessageStatus']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/inbox/messages/{id}/reply': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Replies by e-mail in the message's language (Re: subject, the message quoted); the message is then handled (staff, admin) */
    post: operations['adminReplyToMessage']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/inbox/satisfaction': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Satisfaction answers, newest first, and the likes and dislikes of the last 12 weeks (staff, admin) */
    get: operations['adminListSatisfactionAnswers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dashboard': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Today's and tomorrow's orders per city and status, revenue of the last 30 days (delivered), like rate, stuck e-mails (staff, admin) */
    get: operations['adminGetDashboard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A city's orders for a day (confirmed and out for delivery; placed apart) and the active drivers (staff, admin) */
    get: operations['adminGetDeliveryDay']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/assign': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Assigns orders to a driver (appended to their round in the order given), or unassigns them (staff, admin) */
    post: operations['adminAssignDeliveries']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/dispatch': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends a driver's confirmed orders of the day out for delivery, each once (staff, admin) */
    post: operations['adminDispatchDriverRound']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/picking': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Units per product and pack to load for the day (staff, admin) */
    get: operations['adminGetPickingList']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/export.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The day as a CSV file for French Excel: UTF-8 with BOM, `;`, quoted fields, formulas defused (staff, admin) */
    get: operations['adminExportDeliveryDay']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/my-round': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in driver's orders for a day, in round order, with the amount to collect (driver; staff for their own) */
    get: operations['adminGetMyRound']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/cash': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Per driver, what was collected on the orders delivered that day, by payment mode (staff, admin) */
    get: operations['adminGetCashCollected']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dispatch/fleet': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The drivers' vans, the depots and the cities each serves (staff, admin) */
    get: operations['adminDispatchFleet']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dispatch/vans/{driver_id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a driver's van from the version the admin read (0: the driver has none yet) (admin) */
    put: operations['adminSaveVan']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dispatch/depots': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds a depot and gives it its cities (admin) */
    post: operations['adminCreateDepot']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dispatch/depots/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Changes a depot and its cities from the version the admin read (admin) */
    put: operations['adminSaveDepot']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dispatch/proposal': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A city's confirmed orders of a day split among its vans, each round ordered; nothing saved (staff, admin) */
    get: operations['adminDispatchProposal']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dispatch/apply': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Saves each driver's round of a city's day, over the board the proposal was made from (staff, admin) */
    post: operations['adminApplyDispatch']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/cash/closings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Per driver, the day's cash due and its closing when closed (staff, admin) */
    get: operations['adminGetCashClosings']
    put?: never
    /** Closes a driver's day of cash: what was counted, why it differs; final (staff, admin) */
    post: operations['adminCloseCashDay']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/cash/unclosed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The past days a driver delivered whose cash is not closed, latest first (at most 20) (staff, admin) */
    get: operations['adminGetUnclosedCashDays']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/jugs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Jugs out and deposits held, per city and per customer (staff, admin) */
    get: operations['adminGetJugsOut']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}/jugs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A customer's jug account and its history (staff, admin) */
    get: operations['adminGetCustomerJugs']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}/jugs/refund': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Refunds a customer's deposit (jugs handed back, money paid back), once per key (staff, admin) */
    post: operations['adminRefundDeposit']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}/jugs/write-off': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Writes off a customer's lost jugs, the shop keeping their deposit (staff, admin) */
    post: operations['adminWriteOffJugs']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/round': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sets the order of a driver's round, stops moved in from other rounds included (staff, admin) */
    post: operations['adminReorderDriverRound']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/deliveries/round/suggestion': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A driver's round in the order Google's route optimisation or the shop's solver suggests, with both lengths (staff, admin) */
    get: operations['adminSuggestDriverRound']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/content': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The content pages, their title in the asked language, version and last change (staff, admin) */
    get: operations['adminListContentPages']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/content/{slug}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A content page in both languages, with its version (staff, admin) */
    get: operations['adminGetContentPage']
    /** Saves a content page's texts edited from `version`; refused (409) with what changed when someone saved since (admin) */
    put: operations['adminSaveContentPage']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/content/{slug}/revisions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A content page's history: every version, who saved it, when and what changed (staff, admin) */
    get: operations['adminListContentRevisions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/stock': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every pack size (and product without pack sizes) with its stock and low-stock threshold; low=1 for the low ones (staff, admin) */
    get: operations['adminListStock']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/stock/{kind}/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a pack size's (variant) or product's stock and threshold, only over what the admin saw (expected) (admin) */
    put: operations['adminSetStock']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/standing-orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Standing orders per city and delivery day, how many per day, and what next week's rounds carry from them (staff, admin) */
    get: operations['adminListStandingOrders']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/standing-orders/{id}/pause': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Pauses a standing order for its customer, with a reason (audited) (staff, admin) */
    post: operations['adminPauseStandingOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/stock/{kind}/{id}/movements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A pack size's (variant) or product's stock movements, newest first: what, who, why, the count after (staff, admin) */
    get: operations['adminListStockMovements']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/stock/counts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The inventory: counted quantities for many items at once; each difference is a counted movement with the reason (admin) */
    post: operations['adminCountStock']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/prices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Products to price, by name or reference (staff, admin) */
    get: operations['adminListProductsToPrice']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/prices/{product_id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A product's prices in every city, by pack size (staff, admin) */
    get: operations['adminGetPriceGrid']
    /** Changes cells of a product's grid in one transaction, only over what the admin saw (admin) */
    put: operations['adminSavePriceGrid']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/prices/bulk': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A percentage on one city's prices (one brand, one category): previewed, then applied with the preview's fingerprint (admin) */
    post: operations['adminChangePricesInBulk']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The checkout settings, every city with its fees per delivery mode, the delivery modes and the reminder choices (staff, admin) */
    get: operations['adminGetRules']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules/settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets the cut-off hour, booking window and loyalty rules, from the version read (admin) */
    put: operations['adminSaveCheckoutSettings']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules/cities': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds a city with its fees per delivery mode, in one transaction (admin) */
    post: operations['adminCreateCity']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules/cities/{cityId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a city's names, minimum order, weekdays, state, order and fees, from the version read, in one transaction (admin) */
    put: operations['adminSaveCity']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules/delivery-modes/{modeId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a delivery mode's names, lead days, state and order, from the version read (admin) */
    put: operations['adminSaveDeliveryMode']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules/reminders/{reminderId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a reminder choice's labels, days or times, state and order, from the version read (admin) */
    put: operations['adminSaveReminderChoice']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rules/reminders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds a reminder choice (a period in days or a number of reminders), refused when the same one exists (admin) */
    post: operations['adminCreateReminderChoice']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/holidays/{year}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A year's public holidays (staff, admin) */
    get: operations['adminGetHolidays']
    /** Replaces a year's public holidays, over the list read (expected), in one transaction (admin) */
    put: operations['adminSaveHolidays']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/products': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Products, searched and filtered, a page at a time (staff, admin) */
    get: operations['adminListProducts']
    put?: never
    /** Creates a product with its pack sizes and cities, in one transaction (admin) */
    post: operations['adminCreateProduct']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/product-options': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The editor's choices: brands, categories, cities, pack labels (staff, admin) */
    get: operations['adminGetProductOptions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/products/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One product in both languages with its pack sizes and cities (staff, admin) */
    get: operations['adminGetProduct']
    /** Saves a product over the version edited from, with its pack sizes and cities, or nothing (admin) */
    put: operations['adminSaveProduct']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/product-images': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Checks an image (JPEG, PNG or WebP by content, 5 MB, 400 to 6000 pixels) and stores it as WebP in its kind's sizes: a product's, a brand's or a category's (admin) */
    post: operations['adminUploadProductImage']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/brands': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every brand in its order, with its product count (staff, admin) */
    get: operations['adminListBrands']
    put?: never
    /** Creates a brand (admin) */
    post: operations['adminCreateBrand']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/brands/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One brand as an admin edits it (staff, admin) */
    get: operations['adminGetBrand']
    /** Changes a brand from the version the admin read; a changed slug keeps redirecting (admin) */
    put: operations['adminSaveBrand']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/categories': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every category in its order, with its product count (staff, admin) */
    get: operations['adminListCategories']
    put?: never
    /** Creates a category (admin) */
    post: operations['adminCreateCategory']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/categories/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One category as an admin edits it (staff, admin) */
    get: operations['adminGetCategory']
    /** Changes a category from the version the admin read; a changed slug keeps redirecting (admin) */
    put: operations['adminSaveCategory']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/vouchers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Vouchers, newest first; q searches the code, state=active|expired filters (staff, admin) */
    get: operations['adminListVouchers']
    put?: never
    /** Creates a voucher (admin) */
    post: operations['adminCreateVoucher']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/voucher-choices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The cities and categories a voucher may be restricted to (staff, admin) */
    get: operations['adminGetVoucherChoices']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/vouchers/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One voucher and the orders it was used on (staff, admin) */
    get: operations['adminGetVoucher']
    /** Changes or disables a voucher from the version the admin read; new carts follow, placed orders never (admin) */
    put: operations['adminSaveVoucher']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/imports/{kind}/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Products, pack sizes, prices per city or stock as CSV or Excel, in the columns the import reads (template=1: the header alone) (admin) */
    get: operations['adminExportCatalogueFile']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/imports/{kind}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A catalogue file previewed (each row's errors, what would change) or applied in one transaction with the preview's fingerprint (admin) */
    post: operations['adminImportCatalogueFile']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/phone-orders/offer': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What can be sold in a city at the customer's prices, and the city's delivery modes, dates and payment modes (staff, admin) */
    get: operations['adminPhoneOrderOffer']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/phone-orders/preview': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** An order taken by phone, priced for its customer (the city's and the group's prices), with what still blocks it (staff, admin) */
    post: operations['adminPreviewPhoneOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/phone-orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Places an order taken by phone under the checkout's rules, once per Idempotency-Key (staff, admin) */
    post: operations['adminTakePhoneOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customer-groups': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Customer groups with their percentage, their prices and how many customers they have, and the items they may price (staff, admin) */
    get: operations['adminListCustomerGroups']
    put?: never
    /** Creates a customer group with its price list (admin) */
    post: operations['adminCreateCustomerGroup']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customer-groups/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Replaces a group's name, percentage and price list (admin) */
    put: operations['adminSaveCustomerGroup']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers/{id}/company': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A customer's company, contacts and price group (staff, admin) */
    get: operations['adminGetCustomerCompany']
    /** Saves a customer's company (null: none), contacts and price group (staff, admin) */
    put: operations['adminSaveCustomerCompany']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/legal-identity': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The shop's legal identity and default VAT rates, as invoices carry them (staff, admin) */
    get: operations['adminGetLegalIdentity']
    /** Sets the shop's legal identity from the version read (admin); invoices issued before keep theirs */
    put: operations['adminSaveLegalIdentity']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/vat-rates': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every product's own VAT rate (null: the shop's default) (staff, admin) */
    get: operations['adminGetVatRates']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/vat-rates/{productId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a product's own VAT rate, or null for the default (admin) */
    put: operations['adminSaveVatRate']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/company-balances': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Each company paying monthly: invoiced, paid, balance owed, delivered orders not invoiced yet (staff, admin) */
    get: operations['adminGetCompanyBalances']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/company-balances/{userId}/payments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Records a company's payment (amount, date, mode, reference) against its monthly invoices (staff, admin) */
    post: operations['adminRecordCompanyPayment']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/monthly-invoices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Issues a finished month's invoice for each company paying monthly, for its delivered orders not invoiced yet (staff, admin) */
    post: operations['adminIssueMonthlyInvoices']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/invoice': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An order's invoice (its own, or its company's monthly one), or null (staff, admin) */
    get: operations['adminGetOrderInvoice']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/invoice.pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An order's invoice as a PDF in the customer's language (Content-Disposition: facture-2026-000042.pdf) (staff, admin) */
    get: operations['adminGetOrderInvoicePdf']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/invoices/print.pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The invoices of the orders named (`?order=<id>&order=<id>…`, at most 200) as one PDF, a first page naming those without one (staff, admin) */
    get: operations['adminPrintInvoices']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/orders/{reference}/refunds': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What an order may still give back (lines, fee, amount left) and its credit notes (staff, admin) */
    get: operations['adminGetOrderRefunds']
    put?: never
    /** Refunds lines, the delivery fee or an amount of a delivered order with a reason, once per idempotency key: issues a credit note, moves the points (staff, admin) */
    post: operations['adminRefundOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/credit-notes/{reference}/pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A credit note as a PDF, in the customer's language (staff, admin) */
    get: operations['adminGetCreditNotePdf']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/accounting/summary': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The period's credit notes (HT, VAT, TTC) and payments (collected, refunded) (staff, admin) */
    get: operations['adminGetAccountingSummary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/accounting/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The period's credit notes or payments as CSV (French Excel) or Excel, its totals row last (staff, admin) */
    get: operations['adminExportAccounting']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/initial-data': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Cities, the default city, and the signed-in customer with their city */
    get: operations['getInitialData']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/{cityId}/product/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One product, priced and available for a city */
    get: operations['getProduct']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/{cityId}/products': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The catalogue for a city: filters, sort, page and counts per choice */
    get: operations['listProducts']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/{cityId}/search-suggestions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Search as you type: products priced for the city, brands and categories (nothing under 2 characters) */
    get: operations['getSearchSuggestions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/taxonomy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Categories and brands, to read catalogue paths */
    get: operations['getTaxonomy']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/catalogue-index': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every category, brand and product a search engine may index */
    get: operations['getCatalogueIndex']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/legacy-target': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Where a category or product id of the old shop leads now */
    get: operations['getLegacyTarget']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/content/{slug}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A content page (legal notices, terms of sale, about us, FAQ) in the asked language, as plain text */
    get: operations['getContentPage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in customer, or null for a visitor */
    get: operations['getSignedInUser']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/cart': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The cart as stored, priced now, without saving: the signed-in customer's, or a visitor's by the reference in X-Cart-Reference (a header, never the URL, which proxies log); null when there is none */
    get: operations['readCart']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/save-cart': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Saves the cart and answers it priced by the server */
    post: operations['saveCart']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/validate-cart': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Saves the cart before the order and answers it with what still blocks it, missing choices included */
    post: operations['validateCart']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/checkout/options': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What the checkout offers in a city: minimum order, delivery modes with fees and dates, payment modes, reminders, points rules (the customer's balance when signed in) */
    get: operations['getCheckoutOptions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The customer's orders, newest first, ten a page */
    get: operations['listOrders']
    put?: never
    /** Places the order of the cart sent, once per Idempotency-Key: everything is recomputed by the server */
    post: operations['placeOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Signs in with e-mail and password: a session, or a challenge when the account has a second factor */
    post: operations['signIn']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/login/second-factor': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Ends a sign-in with the challenge and a code of the authenticator app, or a recovery code */
    post: operations['signInSecondFactor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends the link that completes a registration (the same answer for a taken e-mail) */
    post: operations['requestRegistration']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/register/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Completes a registration from its link: sets the password, signs in */
    post: operations['confirmRegistration']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/forgot-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends a reset link, if the e-mail has an account */
    post: operations['requestPasswordReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sets a new password with a reset link and signs the owner in (unless the account has a second factor) */
    post: operations['resetPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/change-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Changes the password; ends the other sessions and answers the new session's token */
    post: operations['changePassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Ends the session of the bearer token; answers the same without one */
    post: operations['signOut']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/oauth/finish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Turns an outside sign-in into a shop session */
    post: operations['finishOAuthSignIn']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/oauth/{provider}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Starts a sign-in with an outside provider (redirects to it) */
    get: operations['startOAuthSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in customer’s addresses, defaults first */
    get: operations['listAddresses']
    put?: never
    /** Adds an address (the first one becomes the default delivery and billing address) */
    post: operations['createAddress']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/addresses/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of the customer’s addresses */
    get: operations['getAddress']
    /** Replaces the fields of one of the customer’s addresses (defaults unchanged) */
    put: operations['updateAddress']
    post?: never
    /** Deletes one of the customer’s addresses (orders keep their own copy) */
    delete: operations['deleteAddress']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/addresses/{id}/default/{kind}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Makes the address the default delivery or billing address (the previous one is unset) */
    put: operations['setDefaultAddress']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/account': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The account home: the customer's name, points, last three orders and default address */
    get: operations['getAccountSummary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/orders/{reference}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of the customer's orders, by its reference; another customer's answers 404 */
    get: operations['getOrder']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/account/jugs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The customer's jug account: jugs held, the deposit the shop holds, and its history, newest first */
    get: operations['getJugAccount']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/profile': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The customer's profile */
    get: operations['getProfile']
    /** Changes the profile; a new e-mail needs `current_password` and must be free. Other fields are ignored. */
    put: operations['updateProfile']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/privacy/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Everything the shop keeps about the customer, as a JSON file to download */
    get: operations['exportPersonalData']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/reminders/{id}/stop': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Stops one of the customer's reorder reminders (the ids are in the order's answer); another customer's answers 404 */
    post: operations['stopReminder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/privacy/delete': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Deletes the customer's account (password, or the confirmation word for an account without one) */
    post: operations['deleteAccount']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/staff-invitation/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Accepts an invitation to the back office from its link: sets the password, ends the account's other sessions, signs in */
    post: operations['acceptStaffInvitation']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/email-change/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Applies a change of e-mail from the link sent to the new address; the address is then verified */
    post: operations['confirmEmailChange']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/orders/{reference}/reorder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Puts the order's lines still sold in the city back into the customer's cart and answers the priced cart */
    post: operations['reorder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/orders/{reference}/invoice': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The invoice of one of the customer's orders, or null (not delivered yet, or on the company's monthly invoice) */
    get: operations['getOrderInvoice']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/orders/{reference}/invoice.pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The invoice of one of the customer's orders as a PDF (Content-Disposition: facture-2026-000042.pdf) */
    get: operations['getOrderInvoicePdf']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/user/show-satisfaction/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Marks one of the customer's satisfaction requests shown (the popup opened); another customer's answers 404 */
    post: operations['markSatisfactionShown']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/user/answer-satisfaction/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Answers one of the customer's satisfaction requests: rating 1 (like) or 2 (dislike), optional comment. Once only. */
    post: operations['answerSatisfaction']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/standing-orders/link/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The standing order and date an e-mail's signed link is about */
    get: operations['getStandingOrderLink']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/standing-orders/link/{token}/{action}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Skips or confirms the link's date, pauses, resumes or stops the standing order; until that date's cut-off */
    post: operations['actOnStandingOrderLink']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/standing-orders': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The customer's standing orders with their dates to come */
    get: operations['listStandingOrders']
    put?: never
    /** Sets a standing order: an order's lines (or lines and an address), every 1, 2 or 4 weeks on the city's delivery day, paid on delivery */
    post: operations['createStandingOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/standing-orders/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Changes the lines (priced again: the new total is the agreed one), the rhythm or the weekday */
    post: operations['changeStandingOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/standing-orders/{id}/{action}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Skips or confirms a date (before its cut-off), pauses, resumes or stops the standing order */
    post: operations['actOnStandingOrder']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/tracking/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An order on its delivery day, through the out-for-delivery e-mail's signed link: its state, the driver's first name, the stops before it, its arrival window, when and to whom it was delivered */
    get: operations['getTracking']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/captcha/challenge': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A new ALTCHA proof-of-work challenge (404 when the shop uses reCAPTCHA) */
    get: operations['getCaptchaChallenge']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/contact': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sends a message to the shop (captcha required); the sender gets a confirmation e-mail */
    post: operations['sendContactMessage']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/orders/{reference}/credit-notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The credit notes of one of the customer's orders, oldest first */
    get: operations['getOrderCreditNotes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/{locale}/credit-notes/{reference}/pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of the customer's credit notes as a PDF, in the order's language */
    get: operations['getCreditNotePdf']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    ProfileBody: {
      first_name: string
      last_name: string
      email: string
      phone: string
      /** @enum {string} */
      locale: 'fr' | 'ar'
      city_id: number | null
      current_password?: string
      company_name?: string
      company_ice?: string
    }
    SatisfactionAnswer: {
      /** @description 1 like, 2 dislike */
      rating: 1 | 2
      /** @description Optional, trimmed, at most 1000 characters */
      comment?: string | null
    }
    AdminOrdersResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          placed_at: string
          delivery_date: string
          city: {
            id: number
            name: string
          }
          customer: {
            id: number
            name: string
            email: string
            phone: string | null
          }
          payment_mode: {
            id: number
            name: string
          }
          /** @description Amount in centimes of MAD */
          total: number
          driver: {
            id: number
            name: string
          } | null
        }[]
        total: number
        page: number
        per_page: number
      }
    }
    ErrorResponse: {
      /** @enum {boolean} */
      success: false
      message: string
      data: {
        errors: {
          [key: string]: string[]
        }
      }
    }
    AdminOrderFiltersResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        cities: {
          id: number
          name: string
        }[]
        payment_modes: {
          id: number
          name: string
        }[]
      }
    }
    AdminOrderResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        reference: string
        /** @enum {string} */
        status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
        placed_at: string
        delivery_date: string
        city: {
          id: number
          name: string
        }
        customer: {
          id: number
          name: string
          email: string
          phone: string | null
        }
        payment_mode: {
          id: number
          name: string
        }
        /** @description Amount in centimes of MAD */
        total: number
        driver: {
          id: number
          name: string
        } | null
        /**
         * @description Language of the answer
         * @example fr
         * @enum {string}
         */
        locale: 'fr' | 'ar'
        delivery_mode: {
          id: number
          name: string
        }
        delivery_address: {
          recipient_name: string
          phone: string
          line1: string
          line2: string
          district: string
          postal_code: string
          map_url: string
        }
        billing_address: {
          recipient_name: string
          phone: string
          line1: string
          line2: string
          district: string
          postal_code: string
          map_url: string
        }
        lines: {
          name: string
          label: string
          reference: string
          /** @description Amount in centimes of MAD */
          unit_price: number
          quantity: number
          /** @description Amount in centimes of MAD */
          total: number
        }[]
        /** @description Amount in centimes of MAD */
        subtotal: number
        /** @description Amount in centimes of MAD */
        delivery_fee: number
        /** @description Amount in centimes of MAD */
        discount: number
        voucher_code: string | null
        points_used: number
        /** @description Amount in centimes of MAD */
        points_discount: number
        points_gained: number
        comment: string
        cancel_reason: string | null
        /** @description Amount in centimes of MAD */
        collected: number | null
        collected_reason: string | null
        collected_payment_mode: {
          id: number
          name: string
        } | null
        actions: ('confirm' | 'dispatch' | 'deliver' | 'fail' | 'cancel')[]
        events: {
          /** @enum {string} */
          kind: 'placed' | 'status' | 'failed_attempt' | 'note' | 'assigned' | 'edited' | 'refund'
          /** @enum {string|null} */
          from: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled' | null
          /** @enum {string|null} */
          to: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled' | null
          reason: string | null
          new_delivery_date: string | null
          by: string | null
          driver: string | null
          changes?: {
            field: string
            before: string
            after: string
          }[]
          at: string
        }[]
        history: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          placed_at: string
          /** @description Amount in centimes of MAD */
          total: number
        }[]
        history_count: number
        proof: {
          arrived_at: string | null
          delivered_at: string | null
          recipient_name: string | null
          /** @enum {string|null} */
          kind: 'signature' | 'photo' | null
        } | null
      }
    }
    OrderChangeResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        reference: string
        /** @enum {string} */
        status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
        replayed: boolean
      }
    }
    OrderChange: {
      /** @enum {string} */
      action: 'confirm' | 'dispatch' | 'deliver' | 'fail' | 'cancel'
      reason?: string
      new_delivery_date?: string
      /** @description Amount in centimes of MAD */
      collected?: number
      collected_payment_mode_id?: number
      collected_reason?: string
      empties_collected?: number
      /** @description A queued action's key: its replay acts once */
      client_key?: string
      /**
       * Format: date-time
       * @description When the driver acted, by the phone's clock (ISO 8601); kept between the dispatch and the server's now
       */
      acted_at?: string
      recipient_name?: string
      proof?: {
        /** @enum {string} */
        kind: 'signature' | 'photo'
        data: string
      }
    }
    OrderNote: {
      text: string
    }
    OrderArrivedResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        reference: string
        arrived_at: string
      }
    }
    OrderArrived: {
      /**
       * Format: date-time
       * @description When the driver acted, by the phone's clock (ISO 8601); kept between the dispatch and the server's now
       */
      acted_at?: string
      client_key: string
    }
    OrderBulkOutcome: {
      /** @enum {boolean} */
      success: true
      data: {
        /** @enum {string} */
        action: 'confirm' | 'assign'
        total: number
        done: string[]
        refused: {
          reference: string
          message: string
        }[]
      }
    }
    OrderBulkAction: {
      /** @enum {string} */
      action: 'confirm' | 'assign'
      driver_id?: number | null
      selection: components['schemas']['OrderSelection']
    }
    OrderSelection:
      | {
          references: string[]
        }
      | {
          filter: {
            /** @enum {string} */
            status?: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
            city?: number
            payment?: number
            /** @description Date from (inclusive), of the kind `dates` names */
            from?: string
            /** @description Date to (inclusive), of the kind `dates` names */
            to?: string
            /**
             * @description The date `from` and `to` read (default: delivery)
             * @enum {string}
             */
            dates?: 'delivery' | 'placed' | 'delivered'
            /** @description Reference, customer name, e-mail or phone */
            q?: string
          }
          /** @description The count the list showed; another count now is refused (409) */
          expected_count: number
        }
    SelectedOrders: {
      /** @enum {boolean} */
      success: true
      data: {
        orders: {
          id: number
          reference: string
        }[]
      }
    }
    DeliverySheets: {
      /** @enum {boolean} */
      success: true
      data: {
        sheets: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          delivery_date: string
          customer: {
            id: number
            name: string
          }
          phone: string
          address: {
            recipient_name: string
            line1: string
            line2: string
            district: string
            postal_code: string
            map_url: string
            latitude: number | null
            longitude: number | null
          }
          lines: {
            name: string
            label: string
            reference: string
            quantity: number
          }[]
          /** @description Amount in centimes of MAD */
          total: number
          /** @description Amount in centimes of MAD */
          to_collect: number
          jugs: {
            empties_announced: number
            empties_collected: number | null
            deposit: number
            unit_deposit: number
          }
          payment_mode: {
            id: number
            name: string
          }
          driver: {
            id: number
            name: string
          } | null
          round_position: number | null
          comment: string
          arrived_at: string | null
        }[]
        /** @description Amount in centimes of MAD */
        total_to_collect: number
      }
    }
    OrderBulkDrivers: {
      /** @enum {boolean} */
      success: true
      data: {
        drivers: {
          id: number
          name: string
        }[]
      }
    }
    OrderEditorResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        reference: string
        version: number
        editable: boolean
        lines: {
          product_id: number
          product_attribute_id: number | null
          quantity: number
        }[]
        delivery_date: string
        delivery_mode_id: number
        payment_mode_id: number
        products: {
          id: number
          name: string
          variants: {
            id: number
            name: string
          }[]
        }[]
        delivery_modes: {
          id: number
          name: string
          dates: string[]
        }[]
        payment_modes: {
          id: number
          name: string
        }[]
        addresses: {
          id: number
          name: string
        }[]
      }
    }
    OrderEditResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        before: {
          /** @description Amount in centimes of MAD */
          subtotal: number
          /** @description Amount in centimes of MAD */
          delivery_fee: number
          /** @description Amount in centimes of MAD */
          discount: number
          points_used: number
          /** @description Amount in centimes of MAD */
          points_discount: number
          points_gained: number
          /** @description Amount in centimes of MAD */
          total: number
        }
        after: {
          /** @description Amount in centimes of MAD */
          subtotal: number
          /** @description Amount in centimes of MAD */
          delivery_fee: number
          /** @description Amount in centimes of MAD */
          discount: number
          points_used: number
          /** @description Amount in centimes of MAD */
          points_discount: number
          points_gained: number
          /** @description Amount in centimes of MAD */
          total: number
        }
        changes: {
          field: string
          before: string
          after: string
        }[]
        voucher_dropped: boolean
        version: number
      }
    }
    OrderEdit: {
      version: number
      products: {
        product_id: number
        quantity: number
        attributes?: {
          [key: string]: {
            id: number
          }
        }
        product_attribute_id?: number | null
      }[]
      /** Format: date */
      delivery_date: string
      delivery_mode_id: number
      payment_mode_id: number
      delivery_address_id?: number | null
      typed_address?: {
        recipient_name: string
        phone: string
        line1: string
        /** @default  */
        line2: string
        /** @default  */
        district: string
      } | null
      reason?: string
    }
    ConflictResponse: {
      /** @enum {boolean} */
      success: false
      message: string
      data: {
        errors: {
          [key: string]: string[]
        }
        conflict?: components['schemas']['SaveConflict']
      }
    }
    SaveConflict: {
      /** @description The name of whoever saved last, or null when the log does not say */
      saved_by: string | null
      /** @description When they saved (ISO 8601), or null */
      saved_at: string | null
      /** @description The version now: a save meant to overwrite theirs names it */
      version: number
    }
    StaffMeResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        name: string
        email: string
        /** @enum {string} */
        role: 'admin' | 'staff' | 'driver'
        second_factor_missing: boolean
      }
    }
    StaffListResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        email: string
        first_name: string
        last_name: string
        phone: string | null
        /** @enum {string} */
        role: 'admin' | 'staff' | 'driver'
        disabled: boolean
        must_change_password: boolean
      }[]
    }
    NewStaffResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        invitation: {
          id: number
          email: string
          first_name: string
          last_name: string
          /** @enum {string} */
          role: 'admin' | 'staff' | 'driver'
          expires_at: string
          created_at: string
        }
      }
    }
    NewStaff: {
      /** Format: email */
      email: string
      first_name: string
      last_name: string
      phone?: string
      /** @enum {string} */
      role: 'admin' | 'staff' | 'driver'
    }
    StaffInvitationsResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        email: string
        first_name: string
        last_name: string
        /** @enum {string} */
        role: 'admin' | 'staff' | 'driver'
        expires_at: string
        created_at: string
      }[]
    }
    StaffInvitationResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        email: string
        first_name: string
        last_name: string
        /** @enum {string} */
        role: 'admin' | 'staff' | 'driver'
        expires_at: string
        created_at: string
      }
    }
    StaffInvitationCancelResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        /** @enum {boolean} */
        cancelled: true
      }
    }
    StaffChangeResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        email: string
        first_name: string
        last_name: string
        phone: string | null
        /** @enum {string} */
        role: 'admin' | 'staff' | 'driver'
        disabled: boolean
        must_change_password: boolean
      }
    }
    StaffChange: {
      /** @enum {string} */
      role?: 'admin' | 'staff' | 'driver'
      disabled?: boolean
      must_change_password?: boolean
    }
    AuditResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          id: number
          at: string
          by: string | null
          by_email: string | null
          action: string
          entity: string
          entity_id: string
          before?: unknown
          after?: unknown
          request_id: string | null
          client_address: string | null
          user_agent: string | null
        }[]
        total: number
        page: number
        per_page: number
      }
    }
    SecondFactorStatusResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        enrolled: boolean
        required: boolean
        roles: components['schemas']['SecondFactorRoles']
      }
    }
    SecondFactorRoles: {
      admin: boolean
      staff: boolean
      driver: boolean
    }
    SecondFactorEnrollResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        totp_uri: string
        secret: string
        totp_qr: string
        recovery_codes: string[]
      }
    }
    SecondFactorEnroll: {
      password: string
    }
    SecondFactorConfirmResponse: {
      /** @enum {boolean} */
      success: true
      message: string
      data: {
        token: string
        expires_at: string
      }
    }
    SecondFactorCode: {
      code: string
    }
    AdminMessageResponse: {
      /** @enum {boolean} */
      success: true
      message: string
    }
    StepUp: {
      password?: string
      code?: string
    }
    AdminCustomersResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          id: number
          name: string
          email: string
          phone: string | null
          city: string | null
          points: number
          orders_count: number
          created_at: string
          disabled: boolean
          deleted: boolean
        }[]
        total: number
        page: number
        per_page: number
      }
    }
    AdminCustomerResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        name: string
        email: string
        phone: string | null
        city: string | null
        points: number
        orders_count: number
        created_at: string
        disabled: boolean
        deleted: boolean
        first_name: string
        last_name: string
        /**
         * @description Language of the answer
         * @example fr
         * @enum {string}
         */
        locale: 'fr' | 'ar'
        addresses: {
          id: number
          label: string
          recipient_name: string
          phone: string
          line1: string
          line2: string
          district: string
          city: string
          is_default: boolean
        }[]
        orders: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          placed_at: string
          /** @description Amount in centimes of MAD */
          total: number
        }[]
        ledger: {
          id: number
          delta: number
          reason: string
          order_reference: string | null
          at: string
        }[]
      }
    }
    PointsAdjustmentResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        points: number
        entry: {
          id: number
          delta: number
          reason: string
          order_reference: string | null
          at: string
        }
      }
    }
    /** @description delta: a non-zero integer; reason: required, 200 characters at most */
    PointsAdjustmentBody: {
      delta?: unknown
      reason?: unknown
    }
    CustomerDisableResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        disabled: boolean
      }
    }
    CustomerDisable: {
      disabled: boolean
    }
    InboxListResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          id: number
          /** @enum {string} */
          status: 'new' | 'read' | 'handled'
          name: string
          email: string
          subject: string
          order_reference: string | null
          /**
           * @description Language of the answer
           * @example fr
           * @enum {string}
           */
          locale: 'fr' | 'ar'
          created_at: string
          replies: number
        }[]
        total: number
        page: number
        per_page: number
        counts: {
          new: number
          read: number
          handled: number
        }
      }
    }
    InboxMessageResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        /** @enum {string} */
        status: 'new' | 'read' | 'handled'
        name: string
        email: string
        subject: string
        order_reference: string | null
        /**
         * @description Language of the answer
         * @example fr
         * @enum {string}
         */
        locale: 'fr' | 'ar'
        created_at: string
        replies: number
        phone: string
        message: string
        customer_id: number | null
        thread: {
          id: number
          body: string
          by: string | null
          at: string
        }[]
      }
    }
    InboxStatusResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        /** @enum {string} */
        status: 'new' | 'read' | 'handled'
      }
    }
    InboxStatus: {
      /** @enum {string} */
      status: 'new' | 'read' | 'handled'
    }
    InboxReplyResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        /** @enum {string} */
        status: 'new' | 'read' | 'handled'
        name: string
        email: string
        subject: string
        order_reference: string | null
        /**
         * @description Language of the answer
         * @example fr
         * @enum {string}
         */
        locale: 'fr' | 'ar'
        created_at: string
        replies: number
        phone: string
        message: string
        customer_id: number | null
        thread: {
          id: number
          body: string
          by: string | null
          at: string
        }[]
      }
    }
    InboxReply: {
      body: string
    }
    SatisfactionAnswersResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          id: number
          /** @enum {string} */
          rating: 'like' | 'dislike'
          comment: string | null
          order_reference: string
          customer: {
            id: number
            name: string
            email: string
          }
          answered_at: string
        }[]
        total: number
        page: number
        per_page: number
        weeks: {
          week: string
          likes: number
          dislikes: number
        }[]
      }
    }
    DashboardResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        today: {
          day: string
          cities: {
            id: number
            name: string
            counts: {
              placed: number
              confirmed: number
              out_for_delivery: number
              delivered: number
              cancelled: number
            }
            total: number
          }[]
          total: number
        }
        tomorrow: {
          day: string
          cities: {
            id: number
            name: string
            counts: {
              placed: number
              confirmed: number
              out_for_delivery: number
              delivered: number
              cancelled: number
            }
            total: number
          }[]
          total: number
        }
        revenue: {
          day: string
          /** @description Amount in centimes of MAD */
          total: number
          orders: number
        }[]
        likes: {
          likes: number
          dislikes: number
          rate: number | null
        }
        stuck_emails: {
          count: number
          oldest: string | null
        }
        low_stock: components['schemas']['StockItem'][]
        holidays_missing: number[]
        legal_identity_incomplete: boolean
      }
    }
    StockItem: {
      /** @enum {string} */
      kind: 'variant' | 'product'
      id: number
      product_id: number
      product_name: string
      pack_size: string
      reference: string
      stock: number | null
      low_threshold: number
      low: boolean
    }
    DeliveryDayResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        date: string
        city: {
          id: number
          name: string
        }
        cities: {
          id: number
          name: string
        }[]
        orders: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          delivery_date: string
          customer: {
            id: number
            name: string
          }
          phone: string
          address: {
            recipient_name: string
            line1: string
            line2: string
            district: string
            postal_code: string
            map_url: string
            latitude: number | null
            longitude: number | null
          }
          lines: {
            name: string
            label: string
            reference: string
            quantity: number
          }[]
          /** @description Amount in centimes of MAD */
          total: number
          /** @description Amount in centimes of MAD */
          to_collect: number
          jugs: {
            empties_announced: number
            empties_collected: number | null
            deposit: number
            unit_deposit: number
          }
          payment_mode: {
            id: number
            name: string
          }
          driver: {
            id: number
            name: string
          } | null
          round_position: number | null
          comment: string
          arrived_at: string | null
        }[]
        not_confirmed: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          delivery_date: string
          customer: {
            id: number
            name: string
          }
          phone: string
          address: {
            recipient_name: string
            line1: string
            line2: string
            district: string
            postal_code: string
            map_url: string
            latitude: number | null
            longitude: number | null
          }
          lines: {
            name: string
            label: string
            reference: string
            quantity: number
          }[]
          /** @description Amount in centimes of MAD */
          total: number
          /** @description Amount in centimes of MAD */
          to_collect: number
          jugs: {
            empties_announced: number
            empties_collected: number | null
            deposit: number
            unit_deposit: number
          }
          payment_mode: {
            id: number
            name: string
          }
          driver: {
            id: number
            name: string
          } | null
          round_position: number | null
          comment: string
          arrived_at: string | null
        }[]
        drivers: {
          id: number
          name: string
        }[]
      }
    }
    DeliveryAssignResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        assigned: {
          reference: string
          driver_id: number | null
          round_position: number | null
        }[]
      }
    }
    DeliveryAssign: {
      date: string
      references: string[]
      /** @description null: unassign */
      driver_id: number | null
    }
    DeliveryDispatchResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        results: {
          reference: string
          dispatched: boolean
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          message: string | null
        }[]
      }
    }
    DeliveryDispatch: {
      date: string
      driver_id: number
    }
    DeliveryPickingResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        date: string
        city: {
          id: number
          name: string
        }
        orders: number
        items: {
          name: string
          label: string
          reference: string
          quantity: number
        }[]
      }
    }
    MyRoundResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        date: string
        orders: {
          reference: string
          /** @enum {string} */
          status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
          delivery_date: string
          customer: {
            id: number
            name: string
          }
          phone: string
          address: {
            recipient_name: string
            line1: string
            line2: string
            district: string
            postal_code: string
            map_url: string
            latitude: number | null
            longitude: number | null
          }
          lines: {
            name: string
            label: string
            reference: string
            quantity: number
          }[]
          /** @description Amount in centimes of MAD */
          total: number
          /** @description Amount in centimes of MAD */
          to_collect: number
          jugs: {
            empties_announced: number
            empties_collected: number | null
            deposit: number
            unit_deposit: number
          }
          payment_mode: {
            id: number
            name: string
          }
          driver: {
            id: number
            name: string
          } | null
          round_position: number | null
          comment: string
          arrived_at: string | null
        }[]
        payment_modes: {
          id: number
          name: string
        }[]
      }
    }
    DeliveryCashResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        date: string
        drivers: {
          driver: {
            id: number
            name: string
          } | null
          count: number
          total: number
          /** @description Amount in centimes of MAD */
          collected: number
          deposits: number
          /** @description Amount in centimes of MAD */
          refunded: number
          refunds: {
            reference: string
            credit_note: string
            /** @description Amount in centimes of MAD */
            amount: number
          }[]
          by_mode: {
            id: number
            name: string
            count: number
            /** @description Amount in centimes of MAD */
            total: number
          }[]
          differences: {
            reference: string
            /** @description Amount in centimes of MAD */
            due: number
            /** @description Amount in centimes of MAD */
            collected: number
            reason: string
          }[]
        }[]
        total: number
      }
    }
    DispatchFleetResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        vans: {
          driver_id: number
          driver_name: string
          van: {
            city_id: number
            label: string
            jug_capacity: number
            pack_capacity: number
            shift_start: string
            shift_end: string
            minutes_per_stop: number
            version: number
          } | null
        }[]
        depots: {
          id: number
          name: string
          latitude: number
          longitude: number
          city_ids: number[]
          version: number
        }[]
        cities: {
          id: number
          name: string
          depot_id: number | null
        }[]
      }
    }
    DispatchVanResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        driver_id: number
        driver_name: string
        van: {
          city_id: number
          label: string
          jug_capacity: number
          pack_capacity: number
          shift_start: string
          shift_end: string
          minutes_per_stop: number
          version: number
        } | null
      }
    }
    DispatchVan: {
      city_id: number
      label: string
      jug_capacity: number
      pack_capacity: number
      shift_start: string
      shift_end: string
      minutes_per_stop: number
      version: number
    }
    DispatchDepotResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        name: string
        latitude: number
        longitude: number
        city_ids: number[]
        version: number
      }
    }
    DispatchDepot: {
      name: string
      latitude: number
      longitude: number
      city_ids: number[]
      version: number
    }
    DispatchProposalResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        date: string
        city: number
        board_version: number
        depot: {
          name: string
          latitude: number
          longitude: number
        }
        rounds: {
          driver_id: number
          driver_name: string
          van_label: string
          capacity: {
            jugs: number
            packs: number
          }
          peak: {
            jugs: number
            packs: number
          }
          shift_start: string
          shift_end: string
          minutes_per_stop: number
          returns_at: string
          distance_m: number
          stops: {
            reference: string
            customer: string
            address: string
            latitude: number
            longitude: number
            jugs: number
            packs: number
            empties: number
            window_start: string
            window_end: string
            arrival: string
            current_driver_id: number | null
          }[]
        }[]
        unserved: {
          reference: string
          customer: string
          /** @enum {string} */
          reason: 'no_pin' | 'capacity' | 'time_window' | 'fleet' | 'no_van'
          message: string
          jugs: number
          packs: number
          empties: number
        }[]
        distance_m: number
        current_distance_m: number
        solve_ms: number
      }
    }
    DispatchApplyResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        board_version: number
        assigned: number
        unassigned: number
      }
    }
    DispatchApply: {
      date: string
      city: number
      board_version: number
      rounds: {
        driver_id: number
        references: string[]
      }[]
    }
    CashClosingsResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        date: string
        drivers: {
          driver: {
            id: number
            name: string
          }
          /** @description Amount in centimes of MAD */
          collected: number
          /** @description Amount in centimes of MAD */
          paid_back: number
          due: number
          closing: {
            /** @description Amount in centimes of MAD */
            declared: number
            difference: number
            reason: string | null
            closed_by: string | null
            closed_at: string
          } | null
        }[]
      }
    }
    CashClosingResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        driver: {
          id: number
          name: string
        }
        /** @description Amount in centimes of MAD */
        collected: number
        /** @description Amount in centimes of MAD */
        paid_back: number
        due: number
        closing: {
          /** @description Amount in centimes of MAD */
          declared: number
          difference: number
          reason: string | null
          closed_by: string | null
          closed_at: string
        } | null
      }
    }
    UnclosedCashDaysResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        days: {
          date: string
          driver: {
            id: number
            name: string
          }
          due: number
        }[]
      }
    }
    JugsOutResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        cities: {
          id: number | null
          name: string
          customers: number
          jugs: number
          deposit: number
        }[]
        customers: {
          id: number
          name: string
          email: string
          city: string
          jugs: number
          deposit: number
        }[]
        total: number
        page: number
        page_size: number
      }
    }
    CustomerJugsResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['JugAccount'] & {
        drivers: {
          id: number
          name: string
        }[]
      }
    }
    JugMovement: {
      id: number
      /** @enum {string} */
      kind: 'lent' | 'returned' | 'deposit_paid' | 'deposit_refunded' | 'written_off' | 'cancelled' | 'adjusted'
      jugs: number
      deposit: number
      jugs_after: number
      deposit_after: number
      order_reference: string | null
      reason: string
      created_at: string
    }
    JugAccount: {
      jugs_held: number
      deposit_held: number
      deposits_paid: number
      jugs_returned: number
      deposits_refunded: number
      movements: components['schemas']['JugMovement'][]
    }
    JugActionResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        jugs_held: number
        deposit_held: number
        replayed: boolean
      }
    }
    DepositRefund: {
      idempotency_key: string
      deposit_seen: number
      jugs: number
      /** @description Amount in centimes of MAD */
      amount: number
      reason: string
      /** @enum {string} */
      method: 'cash' | 'bank_transfer'
      driver_id?: number | null
      paid_on?: string | null
    }
    JugWriteOff: {
      jugs_seen: number
      jugs: number
      /** @description Amount in centimes of MAD */
      deposit_kept: number
      reason: string
    }
    DeliveryRoundOrderResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        round: {
          reference: string
          round_position: number
        }[]
      }
    }
    DeliveryRoundOrder: {
      date: string
      city: number
      driver_id: number
      references: string[]
      seen: string[]
      /** @default [] */
      moving: {
        reference: string
        driver_id: number | null
      }[]
    }
    DeliveryRoundSuggestionResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        /** @enum {string} */
        engine: 'google' | 'solver'
        current: {
          references: string[]
          distance_m: number
        }
        suggested: {
          references: string[]
          distance_m: number
        }
        unplaced: string[]
      }
    }
    StockListResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: components['schemas']['StockItem'][]
        low_count: number
      }
    }
    StockChangeResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['StockItem']
    }
    /** @description stock: a whole number from 0 to 1 000 000, or null (not tracked); low_threshold: a whole number from 0 to 1 000 000; expected: { stock, low_threshold } as the admin saw them (optimistic concurrency) */
    StockChange: {
      stock?: unknown
      low_threshold?: unknown
      expected?: unknown
      movement?: unknown
      reason?: unknown
    }
    AdminStandingListResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['AdminStandingList']
    }
    AdminStandingList: {
      rows: {
        id: number
        customer: string
        customer_id: number
        city: string
        weekday: number
        every_weeks: number
        /** @enum {string} */
        status: 'active' | 'paused' | 'stopped'
        next_date: string
        units: number
        /** @description Amount in centimes of MAD */
        agreed_total: number
      }[]
      total: number
      page: number
      per_page: number
      per_day: {
        city_id: number
        city: string
        weekday: number
        count: number
      }[]
      next_week: {
        from: string
        to: string
        products: {
          name: string
          reference: string
          units: number
        }[]
      }
    }
    StandingOrderResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['StandingOrder']
    }
    StandingOrder: {
      id: number
      /** @enum {string} */
      status: 'active' | 'paused' | 'stopped'
      paused_by_shop: boolean
      every_weeks: number
      weekday: number
      city_weekdays: number[]
      address: string
      /** @description Amount in centimes of MAD */
      agreed_total: number
      lines: {
        product_id: number
        variant_id: number | null
        name: string
        quantity: number
      }[]
      dates: {
        slot: string
        delivery_date: string
        /** @enum {string} */
        status: 'planned' | 'ordered' | 'skipped' | 'awaiting' | 'held'
        order_reference: string | null
        total: number | null
        reason: string | null
        can_change: boolean
      }[]
    }
    AdminStandingPauseBody: {
      reason: string
    }
    StockMovementsResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        movements: components['schemas']['StockMovement'][]
      }
    }
    StockMovement: {
      id: number
      /** @enum {string} */
      kind: 'reserved' | 'delivered' | 'cancelled' | 'edited' | 'received' | 'counted' | 'written_off'
      delta: number
      stock_after: number
      order_reference: string | null
      actor_name: string | null
      reason: string
      created_at: string
    }
    StockCountResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        changed: number
        counted: number
      }
    }
    StockCount: {
      counts: {
        /** @enum {string} */
        kind: 'variant' | 'product'
        id: number
        counted: number
      }[]
      reason: string
    }
    PriceProductListResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          id: number
          name: string
          reference: string
          brand: string
        }[]
        cities: {
          id: number
          name: string
        }[]
        brands: {
          id: number
          name: string
        }[]
        categories: {
          id: number
          name: string
        }[]
      }
    }
    PriceGridResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['PriceGrid']
    }
    PriceGrid: {
      product: {
        id: number
        name: string
        reference: string
        brand: string
      }
      cities: {
        id: number
        name: string
        factor_permille: number
        sold: boolean
      }[]
      items: {
        variant_id: number | null
        label: string
        reference: string
        base_price: number
        base_sell_price: number | null
      }[]
      cells: {
        price: number
        sell_price: number | null
        set: boolean
        city_id: number
        variant_id: number | null
        updated_at: string | null
        updated_by: string | null
      }[]
    }
    /** @description cells: [{ city_id, variant_id (null: the product itself), price (centimes, null: back to base × factor), sell_price (≤ price or null), expected: { price, sell_price, set } as seen }] */
    PriceGridChange: {
      cells?: unknown
    }
    BulkPriceResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['BulkPriceResult']
    }
    BulkPriceResult: {
      applied: boolean
      count: number
      rows: {
        product_id: number
        variant_id: number | null
        product_name: string
        label: string
        before: {
          price: number
          sell_price: number | null
        }
        after: {
          price: number
          sell_price: number | null
        }
      }[]
      fingerprint: string
    }
    /** @description city_id; brand_id and category_id (null: all); percent from -90 to 100, not 0, two decimals at most; apply: false to preview, true with the fingerprint of the preview to apply */
    BulkPriceChange: {
      city_id?: unknown
      brand_id?: unknown
      category_id?: unknown
      percent?: unknown
      apply?: unknown
      fingerprint?: unknown
    }
    RulesResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        settings: components['schemas']['RuleSettings']
        cities: components['schemas']['RuleCity'][]
        modes: components['schemas']['RuleDeliveryMode'][]
        reminders: components['schemas']['RuleReminderOption'][]
      }
    }
    RuleSettings: {
      cutoff_hour: number
      booking_window_days: number
      /** @description Amount in centimes of MAD */
      points_earn_per: number
      /** @description Amount in centimes of MAD */
      point_value: number
      points_max_share_percent: number
      points_admin_threshold: number
      version: number
    }
    RuleCity: {
      id: number
      slug: string
      name_fr: string
      name_ar: string
      /** @description Amount in centimes of MAD */
      min_order: number
      delivery_weekdays: number[]
      is_active: boolean
      is_default: boolean
      sort_order: number
      version: number
      fees: {
        delivery_mode_id: number
        /** @description Amount in centimes of MAD */
        fee: number
        /** @description Amount in centimes of MAD */
        free_from: number | null
      }[]
      in_use: boolean
      round_start: string
      minutes_per_stop: number
      window_minutes: number
      dispatch_note_fr: string
      dispatch_note_ar: string
    }
    RuleDeliveryMode: {
      id: number
      code: string
      name_fr: string
      name_ar: string
      lead_days: number
      is_active: boolean
      sort_order: number
      version: number
    }
    RuleReminderOption: {
      id: number
      code: string
      /** @enum {string} */
      kind: 'period' | 'frequency'
      days: number | null
      times: number | null
      label_fr: string
      label_ar: string
      is_active: boolean
      sort_order: number
      version: number
    }
    RuleSettingsResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['RuleSettings']
    }
    /** @description cutoff_hour (0 to 23), booking_window_days (1 to 90), points_earn_per (centimes per point), point_value (centimes), points_max_share_percent (0 to 100), points_admin_threshold (points; more than this in one adjustment needs an admin; optional), version */
    RuleSettingsChange: Record<string, never>
    RuleCityResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['RuleCity']
    }
    /** @description The fields of RuleCityChange without version, and slug (a-z, 0-9, dashes) */
    RuleCityCreate: Record<string, never>
    /** @description name_fr, name_ar (1 to 80 characters), min_order (centimes), delivery_weekdays (1 Monday … 6 Saturday, never Sunday), is_active, is_default, sort_order, fees [{ delivery_mode_id, fee, free_from (centimes or null) }], version (as read) */
    RuleCityChange: Record<string, never>
    RuleModeResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['RuleDeliveryMode']
    }
    /** @description name_fr, name_ar, lead_days (working days, 0 to 30), is_active, sort_order, version */
    RuleModeChange: Record<string, never>
    RuleReminderResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['RuleReminderOption']
    }
    /** @description label_fr, label_ar, days (a period: 1 to 365), times (a frequency: 1 to 52 or null), is_active, sort_order, version */
    RuleReminderChange: Record<string, never>
    /** @description kind (period or frequency), then the fields of RuleReminderChange without version; the code is made from the kind and number */
    RuleReminderCreate: Record<string, never>
    HolidayYearResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        year: number
        holidays: components['schemas']['PublicHoliday'][]
      }
    }
    PublicHoliday: {
      day: string
      code: string
      name_fr: string
      name_ar: string
      is_estimated: boolean
    }
    /** @description holidays: the whole year [{ day (YYYY-MM-DD, in the year), code (a-z, 0-9, _ and -; empty: from name_fr), name_fr, name_ar, is_estimated }]; expected: the list as read */
    HolidayYearChange: Record<string, never>
    AdminProductList: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          id: number
          reference: string
          slug: string
          name: string
          brand: string
          category: string
          price: number
          sell_price: number | null
          is_active: boolean
          pack_sizes: number
          cities: number
          image: {
            url: string
            width: number
            height: number
          }
        }[]
        total: number
        page: number
        per_page: number
      }
    }
    AdminProductOptions: {
      /** @enum {boolean} */
      success: true
      data: {
        brands: {
          id: number
          name: string
        }[]
        categories: {
          id: number
          name: string
        }[]
        cities: {
          id: number
          name: string
        }[]
        formats: {
          id: number
          code: string
          label: {
            fr: string
            ar: string
          }
        }[]
      }
    }
    AdminProductResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['AdminProduct']
    }
    /** @description A product with its pack sizes (in their order) and cities; pack sizes left out are deactivated. An active product needs its names and pack labels in French and Arabic. */
    AdminProduct: components['schemas']['AdminProductSave'] & {
      version: number
      pack_sizes?: {
        id: number
        reference: string
        format_id: number | null
        label: {
          fr: string
          ar: string
        }
        /** @description Amount in centimes of MAD */
        price: number
        /** @description Amount in centimes of MAD */
        sell_price: number | null
        /** @description Amount in centimes of MAD */
        deposit?: number
        is_active: boolean
      }[]
      search_terms: string[]
      id: number
      slug: string
      updated: {
        by: string | null
        at: string
      }
    }
    /** @description A product with its pack sizes (in their order) and cities; pack sizes left out are deactivated. An active product needs its names and pack labels in French and Arabic. */
    AdminProductSave: {
      version?: number
      name: {
        fr: string
        ar: string
      }
      description: {
        fr: string
        ar: string
      }
      brand_id: number
      category_id: number
      reference: string
      /** @description Amount in centimes of MAD */
      price: number
      /** @description Amount in centimes of MAD */
      sell_price: number | null
      /** @description Amount in centimes of MAD */
      deposit?: number
      city_ids: number[]
      is_active: boolean
      image: {
        url: string
        width: number
        height: number
      }
      pack_sizes: {
        id?: number
        reference: string
        format_id: number | null
        label: {
          fr: string
          ar: string
        }
        /** @description Amount in centimes of MAD */
        price: number
        /** @description Amount in centimes of MAD */
        sell_price: number | null
        /** @description Amount in centimes of MAD */
        deposit?: number
        is_active: boolean
      }[]
      /** @description Search synonyms (Darija, Latin spellings): at most 30, 60 characters each */
      search_terms?: string[]
    }
    ImageUploaded: {
      /** @enum {boolean} */
      success: true
      data: {
        url: string
        width: number
        height: number
      }
    }
    /** @description A JPEG, PNG or WebP file of at most 5 MB, 400×400 to 6000×6000 pixels, in base64 */
    ImageUpload: {
      data: string
      /**
       * @description Whose image: its folder and sizes (a product by default)
       * @default product
       * @enum {string}
       */
      kind: 'product' | 'brand' | 'category'
    }
    AdminBrandList: {
      /** @enum {boolean} */
      success: true
      data: {
        items: components['schemas']['AdminBrand'][]
      }
    }
    AdminBrand: {
      id: number
      slug: string
      name_fr: string
      name_ar: string
      image_path: string | null
      sort_order: number
      product_count: number
      version: number
      updated: {
        by: string | null
        at: string
      }
    }
    AdminBrandResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['AdminBrand']
    }
    /** @description slug (a-z, 0-9, hyphens), name_fr, name_ar (Arabic letters), image_path (an uploaded /media/brands/…webp or a public /images/…webp, optional), sort_order (0-100000); version as read, on a change (optimistic concurrency) */
    BrandSave: Record<string, never>
    AdminCategoryList: {
      /** @enum {boolean} */
      success: true
      data: {
        items: components['schemas']['AdminCategory'][]
      }
    }
    AdminCategory: {
      id: number
      slug_fr: string
      slug_ar: string
      name_fr: string
      name_ar: string
      image_path: string | null
      sort_order: number
      product_count: number
      version: number
      updated: {
        by: string | null
        at: string
      }
    }
    AdminCategoryResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['AdminCategory']
    }
    /** @description slug_fr, slug_ar (a-z, 0-9, hyphens), name_fr, name_ar (Arabic letters), image_path (an uploaded /media/categories/…webp or a public /images/…webp, optional), sort_order (0-100000); version as read, on a change (optimistic concurrency) */
    CategorySave: Record<string, never>
    AdminVoucherList: {
      /** @enum {boolean} */
      success: true
      data: {
        items: components['schemas']['AdminVoucher'][]
      }
    }
    AdminVoucher: {
      id: number
      code: string
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'free_delivery'
      value: number
      min_order: number
      starts_on: string | null
      ends_on: string | null
      max_uses: number | null
      max_uses_per_customer: number | null
      used_count: number
      is_active: boolean
      /** @enum {string} */
      state: 'active' | 'scheduled' | 'expired' | 'disabled'
      city_ids: number[]
      category_ids: number[]
      version: number
      updated: {
        by: string | null
        at: string
      }
    }
    AdminVoucherChoices: {
      /** @enum {boolean} */
      success: true
      data: {
        cities: {
          id: number
          name: string
        }[]
        categories: {
          id: number
          name: string
        }[]
      }
    }
    AdminVoucherDetail: {
      /** @enum {boolean} */
      success: true
      data: {
        voucher: components['schemas']['AdminVoucher']
        uses: {
          reference: string
          customer: string
          email: string
          at: string
          discount: number
          total: number
        }[]
      }
    }
    AdminVoucherResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['AdminVoucher']
    }
    /** @description code (3-32 of A-Z 0-9 _ -, stored upper case), kind (percent, fixed, free_delivery), value (percent 1-100, or centimes > 0), min_order (centimes), starts_on / ends_on (YYYY-MM-DD or null), max_uses / max_uses_per_customer (>= 1 or null), is_active, city_ids, category_ids (empty: everywhere); version as read, on a change */
    VoucherSave: Record<string, never>
    ImportResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['ImportResult']
    }
    ImportResult: {
      /** @enum {string} */
      kind: 'products' | 'pack-sizes' | 'prices' | 'stock'
      applied: boolean
      rows: number
      counts: {
        new: number
        changed: number
        unchanged: number
      }
      error_count: number
      errors: {
        row: number
        column: string
        message: string
      }[]
      changes: {
        row: number
        key: string
        /** @enum {string} */
        status: 'new' | 'changed'
        before: string
        after: string
      }[]
      fingerprint: string
    }
    ImportBody: {
      file_name: string
      data: string
      apply: boolean
      fingerprint?: string | null
    }
    PhoneOrderOfferResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: {
          product_id: number
          variant_id: number | null
          name: string
          reference: string
          /** @description Amount in centimes of MAD */
          price: number
        }[]
        options: components['schemas']['CheckoutOptions']
        addresses: {
          id: number
          text: string
          city_id: number
        }[]
      }
    }
    CheckoutOptions: {
      city_id: number
      /** @description Amount in centimes of MAD */
      min_order: number
      delivery_modes: {
        id: number
        code: string
        name: string
        /** @description Amount in centimes of MAD */
        fee: number
        /** @description Amount in centimes of MAD */
        free_from: number | null
        dates: string[]
      }[]
      payment_modes: {
        id: number
        code: string
        name: string
        online: boolean
      }[]
      reminder_periods: {
        code: string
        label: string
        days: number
      }[]
      reminder_frequencies: {
        code: string
        label: string
        times: number | null
      }[]
      points: {
        balance: number
        /** @description Amount in centimes of MAD */
        value: number
        /** @description Amount in centimes of MAD */
        earn_per: number
        max_share_percent: number
      }
    }
    PhoneOrderPreviewResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['ServerCart']
    }
    ServerCart: {
      reference: string
      revision: number
      city_id: number
      cart_details: {
        product_id: number
        product_attribute_id: number | null
        quantity: number
        available: boolean
        in_stock: boolean
        prices: {
          /** @description Amount in centimes of MAD */
          price: number
          /** @description Amount in centimes of MAD */
          total: number
        }
        product: {
          id: number
          slug: string
          name: string
          reference: string
          attributes_label: string
          image: {
            url: string
            width: number
            height: number
          }
        }
      }[]
      totals: {
        items: number
        /** @description Amount in centimes of MAD */
        subtotal: number
        /** @description Amount in centimes of MAD */
        delivery_fee: number
        /** @description Amount in centimes of MAD */
        discount: number
        used_points: number
        /** @description Amount in centimes of MAD */
        points_discount: number
        /** @description Amount in centimes of MAD */
        total: number
        points: number
        gained_points: number
        cumulated_points: number
        /** @description Amount in centimes of MAD */
        min_order: number
        returnable_jugs: number
        jugs_held: number
        max_empties: number
        deposit_jugs: number
        /** @description Amount in centimes of MAD */
        deposit: number
        /** @description Amount in centimes of MAD */
        to_pay: number
      }
      voucher: {
        code: string
        /** @enum {string} */
        kind: 'percent' | 'fixed' | 'free_delivery'
      } | null
      messages: {
        code: string
        field: string
        message: string
      }[]
      choices: components['schemas']['CartChoices']
    }
    CartChoices: {
      delivery_address_id: number | null
      billing_address_id: number | null
      payment_mode_id: number | null
      delivery_mode_id: number | null
      delivery_date: string | null
      reminder_period: string | null
      reminder_frequency: string | null
      comment: string
      voucher_code: string | null
      used_points: number
      empties_returned: number
    }
    PhoneOrderBody: {
      products: {
        product_id: number
        quantity: number
        attributes?: {
          [key: string]: {
            id: number
          }
        }
        product_attribute_id?: number | null
      }[]
      city_id: number
      delivery_address_id?: number | null
      delivery_mode_id?: number | null
      payment_mode_id?: number | null
      /** Format: date */
      delivery_date?: string | null
      comment?: string | null
      voucher_code?: string | null
      empties_returned?: number | null
      customer_id?: number | null
      new_customer?: {
        first_name: string
        /** @default  */
        last_name: string
        phone: string
        /** Format: email */
        email?: string | null
        /**
         * @default fr
         * @enum {string}
         */
        locale: 'fr' | 'ar'
        address: {
          label?: string
          recipient_name: string
          phone: string
          city_id: number
          line1: string
          line2?: string
          district?: string
          postal_code?: string
          latitude?: number | null
          longitude?: number | null
        }
      } | null
    }
    PhoneOrderPlacedResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['PlacedOrder'] & {
        customer_id: number
      }
    }
    PlacedOrder: {
      reference: string
      /** @enum {string} */
      status: 'placed'
      /** @description Amount in centimes of MAD */
      total: number
      deposit: number
      /** Format: date */
      delivery_date: string
      points_used: number
      points_gained: number
    }
    CustomerGroupsResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: components['schemas']['CustomerGroup'][]
        priceable: {
          product_id: number
          variant_id: number | null
          name: string
          /** @description Amount in centimes of MAD */
          base_price: number
        }[]
      }
    }
    CustomerGroup: {
      name: string
      discount_percent: number
      /** @default [] */
      prices: {
        product_id: number
        variant_id: number | null
        city_id: number | null
        /** @description Amount in centimes of MAD */
        price: number
      }[]
      id: number
      members: number
      version: number
    }
    CustomerGroupResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['CustomerGroup']
    }
    CustomerGroupBody: {
      name: string
      discount_percent: number
      /** @default [] */
      prices: {
        product_id: number
        variant_id: number | null
        city_id: number | null
        /** @description Amount in centimes of MAD */
        price: number
      }[]
      version?: number
    }
    CustomerCompanyResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['CustomerCompany'] & {
        version: number
      }
    }
    CustomerCompany: {
      company: {
        name: string
        /** @default  */
        ice: string
        /** @default  */
        tax_id: string
        /** @default  */
        trade_register: string
        /** @default false */
        pays_monthly: boolean
      } | null
      group_id: number | null
      /** @default [] */
      contacts: {
        name: string
        /** @default  */
        role: string
        /** @default  */
        phone: string
        /** @default  */
        email: string | ''
      }[]
    }
    CustomerCompanyBody: components['schemas']['CustomerCompany'] & {
      version: number
    }
    LegalIdentity: {
      name: string
      legal_form: string
      address: string
      city: string
      ice: string
      tax_id: string
      trade_register: string
      patente: string
      cnss: string
      capital: string
      phone: string
      email: '' | string
      rib: string | null
      /** @description VAT rate in percent: 0, 7, 10, 14 or 20 */
      default_vat_rate: number
      /** @description VAT rate in percent: 0, 7, 10, 14 or 20 */
      delivery_vat_rate: number
      monthly_payment_days: number
      complete: boolean
      version: number
    }
    LegalIdentityChange: {
      name: string
      legal_form: string
      address: string
      city: string
      ice: string
      tax_id: string
      trade_register: string
      patente: string
      cnss: string
      capital: string
      phone: string
      email: '' | string
      rib: string | null
      /** @description VAT rate in percent: 0, 7, 10, 14 or 20 */
      default_vat_rate: number
      /** @description VAT rate in percent: 0, 7, 10, 14 or 20 */
      delivery_vat_rate: number
      monthly_payment_days: number
      version: number
    }
    ProductVatRate: {
      product_id: number
      name: string
      reference: string
      rate: number | null
    }
    ProductVatRateChange: {
      /** @description VAT rate in percent: 0, 7, 10, 14 or 20 */
      rate: number | null
    }
    CompanyBalance: {
      user_id: number
      name: string
      ice: string | null
      /** @description Amount in centimes of MAD */
      invoiced: number
      /** @description Amount in centimes of MAD */
      paid: number
      balance: number
      orders_to_invoice: number
    }
    CompanyPayment: {
      amount: number
      paid_on: string
      /** @enum {string} */
      mode: 'cash' | 'cheque' | 'transfer' | 'card'
      /** @default  */
      reference: string
    }
    MonthlyInvoiceRun: {
      month: string
    }
    InvoiceSummary: {
      reference: string
      issued_at: string
      /** @description Amount in centimes of MAD */
      total: number
      /** @enum {string} */
      kind: 'order' | 'monthly'
    }
    OrderRefunds: {
      refundable: boolean
      /** @description Amount in centimes of MAD */
      paid: number
      /** @description Amount in centimes of MAD */
      refunded: number
      /** @description Amount in centimes of MAD */
      remaining: number
      /** @description Amount in centimes of MAD */
      delivery_fee: number
      delivery_fee_refunded: boolean
      lines: {
        id: number
        name: string
        label: string
        /** @description Amount in centimes of MAD */
        unit_price: number
        quantity: number
        refunded_quantity: number
      }[]
      drivers: {
        id: number
        name: string
      }[]
      credit_notes: {
        reference: string
        issued_at: string
        invoice_reference: string | null
        /** @description Amount in centimes of MAD */
        goods: number
        /** @description Amount in centimes of MAD */
        delivery_fee: number
        /** @description Amount in centimes of MAD */
        extra: number
        /** @description Amount in centimes of MAD */
        total: number
        /** @enum {string} */
        method: 'cash' | 'bank_transfer' | 'points'
        paid_on: string | null
        driver: string | null
        reason: string
        by: string | null
        points_returned: number
        points_taken_back: number
        points_paid: number
        lines: {
          name: string
          label: string
          quantity: number
        }[]
      }[]
    }
    RefundIssued: {
      credit_note: string
      /** @description Amount in centimes of MAD */
      total: number
      replayed: boolean
    }
    RefundRequest: {
      idempotency_key: string
      /** @default [] */
      lines: {
        line_id: number
        quantity: number
      }[]
      /** @default false */
      delivery_fee: boolean
      /**
       * @description Amount in centimes of MAD
       * @default 0
       */
      amount: number
      reason: string
      /** @enum {string} */
      method: 'cash' | 'bank_transfer' | 'points'
      driver_id?: number | null
      paid_on?: string | null
    }
    AccountingSummary: {
      from: string
      to: string
      invoices: {
        count: number
        /** @description Amount in centimes of MAD */
        ht: number
        /** @description Amount in centimes of MAD */
        vat: number
        /** @description Amount in centimes of MAD */
        ttc: number
      }
      credit_notes: {
        count: number
        /** @description Amount in centimes of MAD */
        ht: number
        /** @description Amount in centimes of MAD */
        vat: number
        /** @description Amount in centimes of MAD */
        ttc: number
      }
      payments: {
        /** @description Amount in centimes of MAD */
        collected: number
        /** @description Amount in centimes of MAD */
        refunded: number
        /** @description Amount in centimes of MAD */
        monthly: number
      }
    }
    InitialDataResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        cities: components['schemas']['City'][]
        user_city: {
          id: number
        } | null
        default_city: {
          id: number
        }
        user: components['schemas']['User'] | null
      }
    }
    City: {
      id: number
      slug: string
      name: string
      /** @description Minimum order, centimes of MAD */
      min_order: number
    }
    User: {
      id: number
      email: string
      first_name: string
      last_name: string
      phone: string | null
      city_id: number | null
      points: number
      unshown_satisfactions: {
        id: number
      }[]
    }
    ProductResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['Product']
    }
    Product: {
      id: number
      slug: string
      name: string
      /** @description Amount in centimes of MAD */
      price: number
      /** @description Amount in centimes of MAD */
      sell_price: number | null
      reference: string
      brand: {
        id: number
        name: string
        slug: string
      }
      category: {
        id: number
        name: string
        slug: string
      }
      image: {
        url: string
        width: number
        height: number
      }
      available: boolean
      description: string
      in_stock: boolean
      attributes: {
        code: string
        name: string
        values: {
          id: number
          code: string
          label: string
        }[]
      }[]
      formated_attributes: {
        [key: string]: {
          id: number
          /** @description Amount in centimes of MAD */
          price: number
          /** @description Amount in centimes of MAD */
          sell_price: number | null
          reference: string
          in_stock: boolean
          /** @description Amount in centimes of MAD */
          deposit?: number
        }
      }
      /** @description Amount in centimes of MAD */
      deposit?: number
    }
    CatalogueResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        items: components['schemas']['ProductSummary'][]
        total: number
        page: number
        per_page: number
        facets: {
          brands: {
            slug: string
            name: string
            count: number
          }[]
          categories: {
            slug: string
            slug_fr: string
            slug_ar: string
            name: string
            count: number
          }[]
          formats: {
            slug: string
            name: string
            count: number
          }[]
          available: number
        }
        price_range: {
          /** @description Amount in centimes of MAD */
          min: number
          /** @description Amount in centimes of MAD */
          max: number
        }
        did_you_mean: string[]
      }
    }
    ProductSummary: {
      id: number
      slug: string
      name: string
      /** @description Amount in centimes of MAD */
      price: number
      /** @description Amount in centimes of MAD */
      sell_price: number | null
      reference: string
      brand: {
        id: number
        name: string
        slug: string
      }
      category: {
        id: number
        name: string
        slug: string
      }
      image: {
        url: string
        width: number
        height: number
      }
      available: boolean
      formats: string[]
    }
    SearchSuggestionsResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        q: string
        products: components['schemas']['ProductSummary'][]
        brands: {
          id: number
          slug: string
          name: string
        }[]
        categories: {
          id: number
          slug: string
          slug_fr: string
          slug_ar: string
          name: string
        }[]
      }
    }
    TaxonomyResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        categories: {
          slug_fr: string
          slug_ar: string
          name: string
        }[]
        brands: {
          slug: string
          name: string
        }[]
        former_slugs: {
          /** @enum {string} */
          kind: 'brand' | 'category'
          old: string
          slug_fr: string
          slug_ar: string
        }[]
      }
    }
    CatalogueIndexResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        categories: {
          slug: string
          slug_ar: string
        }[]
        brands: {
          slug: string
        }[]
        products: {
          id: number
          slug: string
          updated_at: string
        }[]
      }
    }
    LegacyTargetResponse: {
      /** @enum {boolean} */
      success: true
      data:
        | {
            /** @enum {string} */
            type: 'category'
            slug: string
            slug_ar: string
          }
        | {
            /** @enum {string} */
            type: 'product'
            id: number
            slug: string
          }
    }
    UserResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['User'] | null
    }
    ReadCartResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['ServerCart'] | null
    }
    SaveCartResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['ServerCart']
    }
    SaveCartBody: {
      products: {
        product_id: number
        quantity: number
        attributes?: {
          [key: string]: {
            id: number
          }
        }
        product_attribute_id?: number | null
      }[]
      city_id: number
      delivery_address_id?: number | null
      billing_address_id?: number | null
      payment_mode_id?: number | null
      delivery_mode_id?: number | null
      /** Format: date */
      delivery_date?: string | null
      reminder_period?: string | null
      reminder_frequency?: string | null
      comment?: string | null
      voucher_code?: string | null
      used_points?: number | null
      empties_returned?: number | null
      reference?: string | null
      revision?: number
      base_revision?: number
      writer?: string
    }
    CheckoutOptionsResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['CheckoutOptions']
    }
    PlacedOrderResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['PlacedOrder']
    }
    PlaceOrderBody: {
      products: {
        product_id: number
        quantity: number
        attributes?: {
          [key: string]: {
            id: number
          }
        }
        product_attribute_id?: number | null
      }[]
      city_id: number
      delivery_address_id?: number | null
      billing_address_id?: number | null
      payment_mode_id?: number | null
      delivery_mode_id?: number | null
      /** Format: date */
      delivery_date?: string | null
      reminder_period?: string | null
      reminder_frequency?: string | null
      comment?: string | null
      voucher_code?: string | null
      used_points?: number | null
      empties_returned?: number | null
      reference?: string | null
      revision?: number
      base_revision?: number
      writer?: string
    }
    SignInAnswer: components['schemas']['SessionResponse'] | components['schemas']['SecondFactorChallenge']
    SessionResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        token: string
        expires_at: string
        user: components['schemas']['User']
        cart: components['schemas']['ServerCart'] | null
      }
    }
    SecondFactorChallenge: {
      /** @enum {boolean} */
      success: true
      data: {
        /** @enum {boolean} */
        second_factor_required: true
        challenge: string
      }
    }
    SignInBody: {
      email: string
      password: string
      cart?: components['schemas']['SaveCartBody']
    }
    SecondFactorSignInBody: {
      challenge: string
      code: string
      cart?: components['schemas']['SaveCartBody']
    }
    MessageResponse: {
      /** @enum {boolean} */
      success: true
      message: string
    }
    RegistrationBody: {
      first_name: string
      last_name: string
      email: string
    }
    RegistrationConfirmBody: {
      token: string
      password: string
      cart?: components['schemas']['SaveCartBody']
    }
    ForgotPasswordBody: {
      email: string
    }
    ResetPasswordResponse: {
      /** @enum {boolean} */
      success: true
      message: string
      data?: {
        token: string
        expires_at: string
        user: components['schemas']['User']
        cart: components['schemas']['ServerCart'] | null
      }
    }
    ResetPasswordBody: {
      token: string
      password: string
    }
    TokenResponse: {
      /** @enum {boolean} */
      success: true
      message: string
      data: {
        token: string
        expires_at: string
      }
    }
    ChangePasswordBody: {
      current_password: string
      new_password: string
    }
    OAuthFinishBody: {
      session: string
      cart?: components['schemas']['SaveCartBody']
    }
    AddressListResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        addresses: components['schemas']['Address'][]
        /** @description Addresses a customer may keep */
        max: number
      }
    }
    Address: {
      id: number
      label: string
      recipient_name: string
      /** @example +212612345678 */
      phone: string
      city_id: number
      /** @description In the language of the answer */
      city_name: string
      line1: string
      line2: string
      district: string
      postal_code: string
      latitude: number | null
      longitude: number | null
      is_default: boolean
      is_default_billing: boolean
    }
    AddressResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['Address']
    }
    AddressDeletedResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
      }
    }
    AccountSummaryResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['AccountSummary']
    }
    AccountSummary: {
      first_name: string
      last_name: string
      email: string
      points: number
      orders_count: number
      last_orders: components['schemas']['OrderSummary'][]
      default_address: {
        label: string
        recipient_name: string
        phone: string
        line1: string
        line2: string
        district: string
        postal_code: string
        city: string
      } | null
    }
    OrderSummary: {
      reference: string
      /** @enum {string} */
      status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
      /** @description ISO 8601 */
      placed_at: string
      items: number
      /** @description Amount in centimes of MAD */
      total: number
    }
    OrdersResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        orders: components['schemas']['OrderSummary'][]
        page: number
        per_page: number
        total: number
        pages: number
      }
    }
    OrderResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['OrderDetail']
    }
    OrderDetail: components['schemas']['OrderSummary'] & {
      lines: {
        name: string
        reference: string
        attributes: string
        /** @description Amount in centimes of MAD */
        unit_price: number
        quantity: number
        /** @description Amount in centimes of MAD */
        total: number
        /** @description Amount in centimes of MAD */
        unit_deposit?: number
      }[]
      /** @description Amount in centimes of MAD */
      subtotal: number
      /** @description Amount in centimes of MAD */
      delivery_fee: number
      /** @description Amount in centimes of MAD */
      discount: number
      points_used: number
      /** @description Amount in centimes of MAD */
      points_discount: number
      points_gained: number
      jugs: number
      empties_announced: number
      deposit: number
      city: string
      delivery_address: components['schemas']['AddressSnapshot']
      delivery_mode: string
      delivery_date: string
      payment_mode: string
      comment: string
      reminders: components['schemas']['OrderReminder'][]
      timeline: {
        /** @enum {string} */
        status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
        /** @description ISO 8601 */
        at: string
        reason: string | null
        new_delivery_date: string | null
      }[]
      delivered_to: {
        at: string
        name: string | null
      } | null
    }
    AddressSnapshot: {
      recipientName?: string
      phone?: string | null
      line1?: string
      line2?: string
      district?: string
      postalCode?: string
      city?: string
    }
    OrderReminder: {
      id: number
      period_days: number
      remaining: number | null
      sent: number
      /** @description ISO 8601 */
      next_at: string
    }
    JugAccountResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['JugAccount']
    }
    ProfileResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['Profile']
    }
    Profile: {
      first_name: string
      last_name: string
      email: string
      phone: string | null
      /**
       * @description Language of the answer
       * @example fr
       * @enum {string}
       */
      locale: 'fr' | 'ar'
      city_id: number | null
      points: number
      has_password: boolean
      pending_email: string | null
      company_name: string | null
      company_ice: string | null
    }
    PrivacyExport: {
      exported_at: string
      profile: {
        [key: string]: unknown
      }
      addresses: {
        [key: string]: unknown
      }[]
      orders: {
        [key: string]: unknown
      }[]
      points_ledger: {
        [key: string]: unknown
      }[]
      jug_movements: {
        [key: string]: unknown
      }[]
      satisfaction_requests: {
        [key: string]: unknown
      }[]
      contact_messages: {
        [key: string]: unknown
      }[]
      carts: {
        [key: string]: unknown
      }[]
      reorder_reminders: {
        [key: string]: unknown
      }[]
      sign_in_methods: {
        provider: string
        created_at: string
      }[]
      sessions: {
        created_at: string
        expires_at: string
        user_agent: string | null
      }[]
    }
    StopReminderResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        /** @enum {boolean} */
        stopped: true
      }
    }
    DeleteAccountResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        /** @enum {boolean} */
        deleted: true
      }
    }
    DeleteAccountBody: {
      password?: string
      confirmation?: string
    }
    StaffInvitationAcceptBody: {
      token: string
      password: string
      cart?: components['schemas']['SaveCartBody']
    }
    EmailChangeConfirmBody: {
      token: string
    }
    ReorderResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['ServerCart']
    }
    SatisfactionShownResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        /** @enum {boolean} */
        shown: true
      }
    }
    SatisfactionAnsweredResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        id: number
        rating: 1 | 2
        comment: string | null
      }
    }
    StandingLinkResponse: {
      /** @enum {boolean} */
      success: true
      data: {
        standing_order: components['schemas']['StandingOrder']
        date: string
        first_name: string
      }
    }
    StandingOrdersResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['StandingOrder'][]
    }
    CreateStandingOrderBody: {
      from_order?: string
      lines?: {
        product_id: number
        variant_id?: number | null
        quantity: number
      }[]
      address_id?: number
      /** @description Every 1, 2 or 4 weeks */
      every_weeks: 1 | 2 | 4
      /** @description ISO weekday of the deliveries (1 Monday … 6 Saturday) */
      weekday?: number
    }
    ChangeStandingOrderBody: {
      lines?: {
        product_id: number
        variant_id?: number | null
        quantity: number
      }[]
      /** @description Every 1, 2 or 4 weeks */
      every_weeks?: 1 | 2 | 4
      /** @description ISO weekday of the deliveries (1 Monday … 6 Saturday) */
      weekday?: number
    }
    StandingActionBody: {
      date?: string
    }
    TrackingResponse: {
      /** @enum {boolean} */
      success: true
      data: components['schemas']['TrackingView']
    }
    TrackingView: {
      reference: string
      delivery_date: string
      /** @enum {string} */
      status: 'not_out' | 'on_its_way' | 'delivered' | 'failed' | 'cancelled'
      driver_first_name: string | null
      stops_before: number | null
      window: {
        /**
         * @description A time on the shop's clock (Africa/Casablanca), HH:MM
         * @example 10:30
         */
        from: string
        /**
         * @description A time on the shop's clock (Africa/Casablanca), HH:MM
         * @example 10:30
         */
        to: string
      } | null
      delivered: {
        /** Format: date-time */
        at: string
        /**
         * @description A time on the shop's clock (Africa/Casablanca), HH:MM
         * @example 10:30
         */
        clock: string
        received_by: string | null
      } | null
      new_delivery_date: string | null
    }
    CaptchaChallenge: {
      parameters: {
        algorithm: string
        nonce: string
        salt: string
        cost: number
        keyLength: number
        keyPrefix: string
        keySignature?: string
        expiresAt?: number
      }
      signature?: string
    }
    ContactResponse: {
      /** @enum {boolean} */
      success: true
      message: string
      data: {
        id: number
      }
    }
    ContactBody: {
      name: string
      email: string
      /** @default  */
      phone: string
      subject: string
      /** @default  */
      order_reference: string
      message: string
      /** @default  */
      captcha: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  adminListOrders: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        status?: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
        city?: number
        /** @description Date from (inclusive), of the kind `dates` names */
        from?: string
        /** @description Date to (inclusive), of the kind `dates` names */
        to?: string
        /** @description The date `from` and `to` read (default: delivery) */
        dates?: 'delivery' | 'placed' | 'delivered'
        payment?: number
        /** @description Reference, customer name, e-mail or phone */
        q?: string
        sort?: 'placed_at' | 'delivery_date' | 'total' | 'reference'
        dir?: 'asc' | 'desc'
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of orders */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminOrdersResponse']
        }
      }
      /** @description Bad filter */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetOrderFilters: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Cities and payment modes */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminOrderFiltersResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetOrder: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The order */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminOrderResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminChangeOrderStatus: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderChange']
      }
    }
    responses: {
      /** @description The new status (replayed: a queued action already applied) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderChangeResponse']
        }
      }
      /** @description Missing reason or date, or an amount collected that differs from the amount due without its reason */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The order is no longer in a status this action leaves from */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminAddOrderNote: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderNote']
      }
    }
    responses: {
      /** @description Added */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
          }
        }
      }
      /** @description Empty or too long */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminOrderArrived: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderArrived']
      }
    }
    responses: {
      /** @description The arrival kept (the first one sent) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderArrivedResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The order is not out for delivery */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetDeliveryProofImage: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'image/webp': string
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order, or no proof image */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminOrderBulkAction: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderBulkAction']
      }
    }
    responses: {
      /** @description What was done, what was refused */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderBulkOutcome']
        }
      }
      /** @description More orders than one action takes (500; an export 10000) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The filter no longer matches the count the staff member saw */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminOrderBulkSelection: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          selection: components['schemas']['OrderSelection']
        }
      }
    }
    responses: {
      /** @description The orders */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SelectedOrders']
        }
      }
      /** @description More orders than one action takes (500; an export 10000) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The filter no longer matches the count the staff member saw */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminOrderBulkSheets: {
    parameters: {
      query?: {
        status?: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
        city?: number
        payment?: number
        /** @description Date from (inclusive), of the kind `dates` names */
        from?: string
        /** @description Date to (inclusive), of the kind `dates` names */
        to?: string
        /** @description The date `from` and `to` read (default: delivery) */
        dates?: 'delivery' | 'placed' | 'delivered'
        /** @description Reference, customer name, e-mail or phone */
        q?: string
        /** @description References, comma-separated */
        refs?: string
        /** @description With a filter: the count seen */
        expected?: number | null
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The sheets */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliverySheets']
        }
      }
      /** @description More orders than one action takes (500; an export 10000) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The filter no longer matches the count the staff member saw */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminOrderBulkExport: {
    parameters: {
      query?: {
        status?: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
        city?: number
        payment?: number
        /** @description Date from (inclusive), of the kind `dates` names */
        from?: string
        /** @description Date to (inclusive), of the kind `dates` names */
        to?: string
        /** @description The date `from` and `to` read (default: delivery) */
        dates?: 'delivery' | 'placed' | 'delivered'
        /** @description Reference, customer name, e-mail or phone */
        q?: string
        /** @description References, comma-separated */
        refs?: string
        /** @description With a filter: the count seen */
        expected?: number | null
        format?: 'csv' | 'xlsx'
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The file (Content-Disposition: attachment) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string
        }
      }
      /** @description More orders than one action takes (500; an export 10000) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The filter no longer matches the count the staff member saw */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminOrderBulkDrivers: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The drivers */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderBulkDrivers']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetOrderEditor: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The editor */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderEditorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminEditOrder: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderEdit']
      }
    }
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderEditResponse']
        }
      }
      /** @description What checkout refuses (a date not offered, an address not the customer's, the city's minimum), under its field */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since (who, when), the order has left for delivery, or the stock cannot cover a line */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminPreviewOrderEdit: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderEdit']
      }
    }
    responses: {
      /** @description The preview */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderEditResponse']
        }
      }
      /** @description What checkout refuses (a date not offered, an address not the customer's, the city's minimum), under its field */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The order has left for delivery, or the stock cannot cover a line */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetSignedInStaff: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Who is signed in */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StaffMeResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListStaff: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Every staff account */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StaffListResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCreateStaffAccount: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['NewStaff']
      }
    }
    responses: {
      /** @description Invitation sent */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['NewStaffResponse']
        }
      }
      /** @description Invalid input */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The address already is staff, or belongs to a deleted account */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListStaffInvitations: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Pending invitations, newest first */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StaffInvitationsResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminResendStaffInvitation: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Sent again */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StaffInvitationResponse']
        }
      }
      /** @description Invalid input */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such invitation */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCancelStaffInvitation: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Cancelled */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StaffInvitationCancelResponse']
        }
      }
      /** @description Invalid input */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such invitation */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminUpdateStaffAccount: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffChange']
      }
    }
    responses: {
      /** @description The account as changed */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StaffChangeResponse']
        }
      }
      /** @description Invalid input */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such staff account */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description One's own role or access */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListAuditLog: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        entity?: string
        entity_id?: string
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of the log */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AuditResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetSecondFactor: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The status */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SecondFactorStatusResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminEnrollSecondFactor: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorEnroll']
      }
    }
    responses: {
      /** @description The secret to scan */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SecondFactorEnrollResponse']
        }
      }
      /** @description Wrong password, or already enrolled */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many password checks */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminConfirmSecondFactor: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorCode']
      }
    }
    responses: {
      /** @description Enrolled */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SecondFactorConfirmResponse']
        }
      }
      /** @description Wrong code, or nothing to confirm */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many checks */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminStepUp: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['StepUp']
      }
    }
    responses: {
      /** @description Verified */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminMessageResponse']
        }
      }
      /** @description Wrong password or code */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many checks */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSetSecondFactorRoles: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorRoles']
      }
    }
    responses: {
      /** @description The new rules */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SecondFactorStatusResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminResetSecondFactor: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Reset */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminMessageResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such staff account */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description One's own second factor */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListCustomers: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Name, e-mail or phone (its digits) */
        q?: string
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of customers */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminCustomersResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetCustomer: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The customer */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminCustomerResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminAdjustCustomerPoints: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PointsAdjustmentBody']
      }
    }
    responses: {
      /** @description The new balance and its ledger line */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PointsAdjustmentResponse']
        }
      }
      /** @description No reason, or not a non-zero whole number */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The balance would go below zero */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSetCustomerDisabled: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerDisable']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerDisableResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListMessages: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        status?: 'new' | 'read' | 'handled'
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of messages */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InboxListResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetMessage: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The message */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InboxMessageResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSetMessageStatus: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['InboxStatus']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InboxStatusResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminReplyToMessage: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['InboxReply']
      }
    }
    responses: {
      /** @description The message with its thread */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InboxReplyResponse']
        }
      }
      /** @description Empty or too long */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListSatisfactionAnswers: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of answers */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SatisfactionAnswersResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetDashboard: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DashboardResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetDeliveryDay: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Default: the first day from today on (shop time) that has open orders in the city or is one of its delivery weekdays (not a Sunday or a public holiday) */
        date?: string
        /** @description Default: the default city */
        city?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The day */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryDayResponse']
        }
      }
      /** @description Bad date or city */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminAssignDeliveries: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryAssign']
      }
    }
    responses: {
      /** @description The new assignments */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryAssignResponse']
        }
      }
      /** @description Not an active driver */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description An order is delivered, cancelled or due another day */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminDispatchDriverRound: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryDispatch']
      }
    }
    responses: {
      /** @description Per order: dispatched by this call or not */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryDispatchResponse']
        }
      }
      /** @description Not an active driver */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetPickingList: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Default: the first day from today on (shop time) that has open orders in the city or is one of its delivery weekdays (not a Sunday or a public holiday) */
        date?: string
        /** @description Default: the default city */
        city?: number
        /** @description Only this driver's orders */
        driver?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The picking list */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryPickingResponse']
        }
      }
      /** @description Bad date, city or driver */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminExportDeliveryDay: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Default: the first day from today on (shop time) that has open orders in the city or is one of its delivery weekdays (not a Sunday or a public holiday) */
        date?: string
        /** @description Default: the default city */
        city?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The file (Content-Disposition: attachment) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description Bad date or city */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetMyRound: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Default: today (shop time) */
        date?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The round */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MyRoundResponse']
        }
      }
      /** @description Bad date */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetCashCollected: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Default: today (shop time) */
        date?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The cash to reconcile */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryCashResponse']
        }
      }
      /** @description Bad date */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminDispatchFleet: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The fleet */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DispatchFleetResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveVan: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        driver_id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DispatchVan']
      }
    }
    responses: {
      /** @description As saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DispatchVanResponse']
        }
      }
      /** @description Not an active driver, unknown city, a shift ending before it starts */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No van to change */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since it was read: who, when, and the version now */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminCreateDepot: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DispatchDepot']
      }
    }
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DispatchDepotResponse']
        }
      }
      /** @description Unknown city */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Another depot has this name */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveDepot: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DispatchDepot']
      }
    }
    responses: {
      /** @description As saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DispatchDepotResponse']
        }
      }
      /** @description Unknown city */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such depot */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since it was read: who, when, and the version now */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminDispatchProposal: {
    parameters: {
      query: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        date: string
        city: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The proposal */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DispatchProposalResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminApplyDispatch: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DispatchApply']
      }
    }
    responses: {
      /** @description Applied */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DispatchApplyResponse']
        }
      }
      /** @description An order twice, one not confirmed for that day and city, or not an active driver */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since it was read: who, when, and the version now */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetCashClosings: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Default: today (shop time) */
        date?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The day */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CashClosingsResponse']
        }
      }
      /** @description Bad date */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCloseCashDay: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          date: string
          driver_id: number
          /** @description Amount in centimes of MAD */
          declared: number
          due_seen: number
          reason?: string
        }
      }
    }
    responses: {
      /** @description The closed day */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CashClosingResponse']
        }
      }
      /** @description A day to come, nothing to close, or a difference without its reason */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Already closed, or the due moved since it was read (then `data.conflict` gives the due now) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetUnclosedCashDays: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The days */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['UnclosedCashDaysResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetJugsOut: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        city?: number
        /** @description Part of the customer's name or e-mail */
        q?: string
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Jugs out */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['JugsOutResponse']
        }
      }
      /** @description Bad filter */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetCustomerJugs: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The account */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerJugsResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminRefundDeposit: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DepositRefund']
      }
    }
    responses: {
      /** @description The account after it (replayed: the key was used) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['JugActionResponse']
        }
      }
      /** @description More than is held, or a cash refund without its driver */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The account moved since it was read: who moved it last, when, and what it holds now */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminWriteOffJugs: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['JugWriteOff']
      }
    }
    responses: {
      /** @description The account after it */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['JugActionResponse']
        }
      }
      /** @description More than is held */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The account moved since it was read: who moved it last, when, and what it holds now */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminReorderDriverRound: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryRoundOrder']
      }
    }
    responses: {
      /** @description The round in its new order */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryRoundOrderResponse']
        }
      }
      /** @description Not an active driver, or the list is not the round seen plus the stops moved in */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The round (or a moved stop) changed since it was seen, or a stop is closed or due another day */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSuggestDriverRound: {
    parameters: {
      query: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        date: string
        city: number
        driver: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The current and the suggested order */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeliveryRoundSuggestionResponse']
        }
      }
      /** @description Not an active driver, bad date or city */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListContentPages: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The pages */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              /** @enum {string} */
              slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
              title: string
              version: number
              updated: {
                version: number
                by: string | null
                at: string
              }
            }[]
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetContentPage: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              title: {
                fr: string
                ar: string
              }
              description: {
                fr: string
                ar: string
              }
              sections: {
                heading: {
                  fr: string
                  ar: string
                }
                body: {
                  fr: string
                  ar: string
                }
              }[]
              /** @enum {string} */
              slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
              /** @enum {string} */
              layout: 'article' | 'faq'
              version: number
              updated: {
                version: number
                by: string | null
                at: string
              }
            }
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such page */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveContentPage: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          title: {
            fr: string
            ar: string
          }
          description: {
            fr: string
            ar: string
          }
          sections: {
            heading: {
              fr: string
              ar: string
            }
            body: {
              fr: string
              ar: string
            }
          }[]
          version: number
        }
      }
    }
    responses: {
      /** @description Saved: the new version */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              version: number
            }
          }
        }
      }
      /** @description A text is missing, too long, or not in Arabic on the Arabic side */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such page */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since this version: what changed, by whom, when */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminListContentRevisions: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              version: number
              by: string | null
              at: string
              changed: string[]
            }[]
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such page */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListStock: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Only what is tracked and at or below its threshold */
        low?: '1' | 'true'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The stock */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StockListResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSetStock: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        kind: 'variant' | 'product'
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['StockChange']
      }
    }
    responses: {
      /** @description The item as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StockChangeResponse']
        }
      }
      /** @description A count or threshold that is not a whole number from 0 to 1 000 000, or no expected values */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such active pack size or product without pack sizes */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: the current values under each field that changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminListStandingOrders: {
    parameters: {
      query?: {
        city_id?: number
        weekday?: number
        status?: 'active' | 'paused' | 'stopped'
        page?: number
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of standing orders */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminStandingListResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminPauseStandingOrder: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminStandingPauseBody']
      }
    }
    responses: {
      /** @description Paused */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingOrderResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such standing order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not active */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListStockMovements: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        kind: 'variant' | 'product'
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The movements */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StockMovementsResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCountStock: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['StockCount']
      }
    }
    responses: {
      /** @description Counted */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StockCountResponse']
        }
      }
      /** @description A count that is not a whole number from 0 to 1 000 000, or no reason */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description An item that is not an active pack size or product */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListProductsToPrice: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        q?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Up to 50 products */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PriceProductListResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetPriceGrid: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        product_id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The grid */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PriceGridResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such product */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSavePriceGrid: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        product_id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PriceGridChange']
      }
    }
    responses: {
      /** @description The grid as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PriceGridResponse']
        }
      }
      /** @description A price out of bounds, a sale price above the price, an unknown city or pack size: under its cell */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such product */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Cells changed since the admin read them: their current prices, who changed them and when */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminChangePricesInBulk: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkPriceChange']
      }
    }
    responses: {
      /** @description The items it changes (preview) or changed (applied) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BulkPriceResponse']
        }
      }
      /** @description A percent out of bounds, an unknown city, brand or category, or no preview */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Prices moved since the preview */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetRules: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The rules */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RulesResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveCheckoutSettings: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleSettingsChange']
      }
    }
    responses: {
      /** @description The settings as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RuleSettingsResponse']
        }
      }
      /** @description Bad settings: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who changed it, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminCreateCity: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleCityCreate']
      }
    }
    responses: {
      /** @description The city as saved */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RuleCityResponse']
        }
      }
      /** @description Bad city: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who changed it, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminSaveCity: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        cityId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleCityChange']
      }
    }
    responses: {
      /** @description The city as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RuleCityResponse']
        }
      }
      /** @description Bad city: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who changed it, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminSaveDeliveryMode: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        modeId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleModeChange']
      }
    }
    responses: {
      /** @description The mode as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RuleModeResponse']
        }
      }
      /** @description Bad mode: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such mode */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who changed it, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminSaveReminderChoice: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reminderId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleReminderChange']
      }
    }
    responses: {
      /** @description The choice as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RuleReminderResponse']
        }
      }
      /** @description Bad choice: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such choice */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who changed it, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminCreateReminderChoice: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleReminderCreate']
      }
    }
    responses: {
      /** @description The choice as added */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RuleReminderResponse']
        }
      }
      /** @description Bad choice, or the same kind with the same number exists: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetHolidays: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        year: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The year */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['HolidayYearResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveHolidays: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        year: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['HolidayYearChange']
      }
    }
    responses: {
      /** @description The year as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['HolidayYearResponse']
        }
      }
      /** @description Bad days: each wrong field under its name, in the request's language */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who changed it, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminListProducts: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Name (either language) or reference */
        q?: string
        brand?: number
        category?: number
        status?: 'all' | 'active' | 'inactive'
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of products */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminProductList']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCreateProduct: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminProductSave']
      }
    }
    responses: {
      /** @description The product as saved */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminProductResponse']
        }
      }
      /** @description A field to fix (both languages to go live, a sale price above the price, an unknown choice) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description A reference already taken, or saved by someone else since the version edited (who, when, what) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetProductOptions: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The choices */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminProductOptions']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetProduct: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminProductResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such product */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveProduct: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminProductSave']
      }
    }
    responses: {
      /** @description The product as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminProductResponse']
        }
      }
      /** @description A field to fix (both languages to go live, a sale price above the price, an unknown choice) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such product */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description A reference already taken, or saved by someone else since the version edited (who, when, what) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminUploadProductImage: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ImageUpload']
      }
    }
    responses: {
      /** @description The stored image, for the product, brand or category to name */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImageUploaded']
        }
      }
      /** @description Not a JPEG, PNG or WebP image, or too small or too large in pixels */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Over 5 MB */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListBrands: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminBrandList']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCreateBrand: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['BrandSave']
      }
    }
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminBrandResponse']
        }
      }
      /** @description A field to fix (slug format or taken, names, Arabic letters, image path, order) or no version */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the admin read it: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetBrand: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description It */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminBrandResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveBrand: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['BrandSave']
      }
    }
    responses: {
      /** @description As saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminBrandResponse']
        }
      }
      /** @description A field to fix (slug format or taken, names, Arabic letters, image path, order) or no version */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the admin read it: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminListCategories: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminCategoryList']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCreateCategory: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CategorySave']
      }
    }
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminCategoryResponse']
        }
      }
      /** @description A field to fix (slug format or taken, names, Arabic letters, image path, order) or no version */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the admin read it: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetCategory: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description It */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminCategoryResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveCategory: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CategorySave']
      }
    }
    responses: {
      /** @description As saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminCategoryResponse']
        }
      }
      /** @description A field to fix (slug format or taken, names, Arabic letters, image path, order) or no version */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the admin read it: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminListVouchers: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        /** @description Part of the code */
        q?: string
        /** @description active: usable today; expired: past or used up */
        state?: 'all' | 'active' | 'expired'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The vouchers */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminVoucherList']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCreateVoucher: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['VoucherSave']
      }
    }
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminVoucherResponse']
        }
      }
      /** @description A field to fix (code format or taken, value, dates, limits below the uses, unknown city or category) or no version */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the admin read it: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetVoucherChoices: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The choices */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminVoucherChoices']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetVoucher: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The voucher and its uses */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminVoucherDetail']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveVoucher: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['VoucherSave']
      }
    }
    responses: {
      /** @description As saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AdminVoucherResponse']
        }
      }
      /** @description A field to fix (code format or taken, value, dates, limits below the uses, unknown city or category) or no version */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the admin read it: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminExportCatalogueFile: {
    parameters: {
      query: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        format: 'csv' | 'xlsx'
        template?: '1'
      }
      header?: never
      path: {
        kind: 'products' | 'pack-sizes' | 'prices' | 'stock'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminImportCatalogueFile: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        kind: 'products' | 'pack-sizes' | 'prices' | 'stock'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportBody']
      }
    }
    responses: {
      /** @description The preview, or what was applied */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImportResponse']
        }
      }
      /** @description Not a CSV or Excel file, columns missing, no rows, rows with errors (apply), or no preview */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The file or the catalogue changed since the preview: nothing applied */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
      /** @description Over 5 MB or 20 000 rows */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminPhoneOrderOffer: {
    parameters: {
      query?: {
        lang?: 'fr' | 'ar'
        city_id?: number
        customer_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The items and options */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PhoneOrderOfferResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer or city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminPreviewPhoneOrder: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PhoneOrderBody']
      }
    }
    responses: {
      /** @description The priced order */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PhoneOrderPreviewResponse']
        }
      }
      /** @description An unknown product or pack size */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer or city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminTakePhoneOrder: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: {
        /** @description One per order: 16 to 100 of [A-Za-z0-9_-] */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PhoneOrderBody']
      }
    }
    responses: {
      /** @description The order this key placed before */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PhoneOrderPlacedResponse']
        }
      }
      /** @description The order, placed */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PhoneOrderPlacedResponse']
        }
      }
      /** @description What blocks the order, by field */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer or city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The e-mail is another account’s, or the stock changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminListCustomerGroups: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The groups */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerGroupsResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminCreateCustomerGroup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerGroupBody']
      }
    }
    responses: {
      /** @description The group */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerGroupResponse']
        }
      }
      /** @description A name taken, an item priced twice, an unknown item */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveCustomerGroup: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerGroupBody']
      }
    }
    responses: {
      /** @description The group */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerGroupResponse']
        }
      }
      /** @description A name taken, an item priced twice, an unknown item */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such group */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the version the admin edited: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetCustomerCompany: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The company */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerCompanyResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveCustomerCompany: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerCompanyBody']
      }
    }
    responses: {
      /** @description The company */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CustomerCompanyResponse']
        }
      }
      /** @description An ICE not of 15 digits, a contact without phone or e-mail, an unknown group */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Saved by someone else since the version the staff member edited: who, when and what changed */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetLegalIdentity: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The identity */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['LegalIdentity']
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveLegalIdentity: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['LegalIdentityChange']
      }
    }
    responses: {
      /** @description The identity as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['LegalIdentity']
          }
        }
      }
      /** @description Each wrong field under its name */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Changed since the admin read it: who, when and what */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ConflictResponse']
        }
      }
    }
  }
  adminGetVatRates: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The rates */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              default_rate: number
              products: components['schemas']['ProductVatRate'][]
            }
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminSaveVatRate: {
    parameters: {
      query?: never
      header?: never
      path: {
        productId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductVatRateChange']
      }
    }
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              product_id: number
              rate: number | null
            }
          }
        }
      }
      /** @description Not a rate Morocco knows */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such product */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetCompanyBalances: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The balances */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['CompanyBalance'][]
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminRecordCompanyPayment: {
    parameters: {
      query?: never
      header?: never
      path: {
        userId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyPayment']
      }
    }
    responses: {
      /** @description Recorded */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              id: number
            }
          }
        }
      }
      /** @description Bad payment, or not a company paying monthly */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such company */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminIssueMonthlyInvoices: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MonthlyInvoiceRun']
      }
    }
    responses: {
      /** @description The invoices issued */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              month: string
              issued: {
                user_id: number
                reference: string
                /** @description Amount in centimes of MAD */
                total: number
              }[]
            }
          }
        }
      }
      /** @description Month not over */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetOrderInvoice: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['InvoiceSummary'] | null
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetOrderInvoicePdf: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/pdf': string
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order, or no invoice yet */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminPrintInvoices: {
    parameters: {
      query?: {
        order?: string | string[]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/pdf': string
        }
      }
      /** @description Too many orders */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetOrderRefunds: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The refunds */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['OrderRefunds']
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminRefundOrder: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RefundRequest']
      }
    }
    responses: {
      /** @description The credit note (replayed: this key refunded already) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['RefundIssued']
          }
        }
      }
      /** @description Nothing to refund, more than was paid or than is left on a line, a cash refund without its driver */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not delivered, or the delivery fee was refunded already */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetCreditNotePdf: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The PDF (Content-Disposition: attachment) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/pdf': string
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such credit note */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminGetAccountingSummary: {
    parameters: {
      query?: {
        from?: string
        to?: string
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['AccountingSummary']
          }
        }
      }
      /** @description Bad period */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  adminExportAccounting: {
    parameters: {
      query?: {
        from?: string
        to?: string
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        kind?: 'invoices' | 'credit_notes' | 'payments'
        format?: 'csv' | 'xlsx'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The file (Content-Disposition: attachment) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string
        }
      }
      /** @description Bad kind, format or period */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Not allowed for this role */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getInitialData: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Initial data */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InitialDataResponse']
        }
      }
      /** @description Invalid locale */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getProduct: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        cityId: number
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ProductResponse']
        }
      }
      /** @description Invalid parameters */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown product or city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  listProducts: {
    parameters: {
      query?: {
        /** @description Brand slugs, comma-separated */
        brand?: string | string[]
        /** @description Category slug */
        category?: string
        /** @description Format (pack size) codes, comma-separated */
        format?: string | string[]
        /** @description Centimes of MAD */
        min_price?: number | null
        /** @description Centimes of MAD */
        max_price?: number | null
        /** @description Searched text (accents, case, Arabic letter forms and typos forgiven); only spaces or signs find nothing */
        q?: string
        /** @description Only products sold in the city */
        available?: '1' | 'true'
        sort?: 'popular' | 'price_asc' | 'price_desc' | 'name' | 'newest'
        page?: number
        per_page?: number
      }
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        cityId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of products */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CatalogueResponse']
        }
      }
      /** @description Invalid filters */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getSearchSuggestions: {
    parameters: {
      query?: {
        /** @description Typed text; under 2 characters (trimmed) the answer is empty */
        q?: string
      }
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        cityId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Suggestions, maybe none */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SearchSuggestionsResponse']
        }
      }
      /** @description Text too long */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getTaxonomy: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The taxonomy */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TaxonomyResponse']
        }
      }
      /** @description Invalid locale */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getCatalogueIndex: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The index */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CatalogueIndexResponse']
        }
      }
      /** @description Invalid locale */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getLegacyTarget: {
    parameters: {
      query: {
        kind: 'category' | 'product'
        id: number
      }
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The new page */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LegacyTargetResponse']
        }
      }
      /** @description Unknown old id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getContentPage: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              /** @enum {string} */
              slug: 'a-propos' | 'faq' | 'conditions-generales-de-vente' | 'mentions-legales'
              /** @enum {string} */
              layout: 'article' | 'faq'
              title: string
              description: string
              sections: {
                heading: string
                paragraphs: string[]
              }[]
            }
          }
        }
      }
      /** @description No such page */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getSignedInUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The customer */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['UserResponse']
        }
      }
      /** @description Invalid locale */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  readCart: {
    parameters: {
      query?: never
      header?: {
        'x-cart-reference'?: string
      }
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The cart, or null */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ReadCartResponse']
        }
      }
      /** @description Invalid reference */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  saveCart: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveCartBody']
      }
    }
    responses: {
      /** @description The cart as the server computed it */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SaveCartResponse']
        }
      }
      /** @description Invalid cart */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description An older save than the last one */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  validateCart: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveCartBody']
      }
    }
    responses: {
      /** @description The cart as the server computed it */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SaveCartResponse']
        }
      }
      /** @description Invalid cart */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description An older save than the last one */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getCheckoutOptions: {
    parameters: {
      query: {
        city_id: number
      }
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The options */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CheckoutOptionsResponse']
        }
      }
      /** @description Invalid city id */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  listOrders: {
    parameters: {
      query?: {
        page?: number
      }
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of orders */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrdersResponse']
        }
      }
      /** @description Invalid page */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  placeOrder: {
    parameters: {
      query?: never
      header?: {
        /** @description One per confirmation: 16 to 100 of [A-Za-z0-9_-] */
        'idempotency-key'?: string
      }
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceOrderBody']
      }
    }
    responses: {
      /** @description The order this key placed before, answered again */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PlacedOrderResponse']
        }
      }
      /** @description The order, placed */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PlacedOrderResponse']
        }
      }
      /** @description What blocks the order, by field (data.errors), or a missing key */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description This key placed an order with another body */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  signIn: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SignInAnswer']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  signInSecondFactor: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorSignInBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SessionResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  requestRegistration: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  confirmRegistration: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationConfirmBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SessionResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  requestPasswordReset: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  resetPassword: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ResetPasswordResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  changePassword: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TokenResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  signOut: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Signed out */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageResponse']
        }
      }
      /** @description Invalid lang */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  finishOAuthSignIn: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OAuthFinishBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SessionResponse']
        }
      }
      /** @description Invalid input or refused */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  startOAuthSignIn: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
        redirect?: string
      }
      header?: never
      path: {
        provider: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the provider */
      302: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description No such provider */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The provider cannot be reached now (its discovery document could not be read) */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  listAddresses: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The addresses */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AddressListResponse']
        }
      }
      /** @description No signed-in customer */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  createAddress: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          label?: string
          recipient_name: string
          phone: string
          city_id: number
          line1: string
          /** @default  */
          line2?: string
          /** @default  */
          district?: string
          /** @default  */
          postal_code?: string
          /** @default null */
          latitude?: number | null
          /** @default null */
          longitude?: number | null
        }
      }
    }
    responses: {
      /** @description The new address */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AddressResponse']
        }
      }
      /** @description Invalid address, with field errors */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No signed-in customer */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such address among the customer’s */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many addresses */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getAddress: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The address */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AddressResponse']
        }
      }
      /** @description Invalid address, with field errors */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No signed-in customer */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such address among the customer’s */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  updateAddress: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          label?: string
          recipient_name: string
          phone: string
          city_id: number
          line1: string
          /** @default  */
          line2?: string
          /** @default  */
          district?: string
          /** @default  */
          postal_code?: string
          /** @default null */
          latitude?: number | null
          /** @default null */
          longitude?: number | null
        }
      }
    }
    responses: {
      /** @description The address */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AddressResponse']
        }
      }
      /** @description Invalid address, with field errors */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No signed-in customer */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such address among the customer’s */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  deleteAddress: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AddressDeletedResponse']
        }
      }
      /** @description Invalid address, with field errors */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No signed-in customer */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such address among the customer’s */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  setDefaultAddress: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
        kind: 'delivery' | 'billing'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The address */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AddressResponse']
        }
      }
      /** @description Invalid address, with field errors */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No signed-in customer */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such address among the customer’s */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getAccountSummary: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The summary */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AccountSummaryResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getOrder: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The order */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OrderResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getJugAccount: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The jug account */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['JugAccountResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getProfile: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The profile */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ProfileResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  updateProfile: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown
        } & components['schemas']['ProfileBody']
      }
    }
    responses: {
      /** @description The profile as saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ProfileResponse']
        }
      }
      /** @description Invalid fields, wrong or missing password */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description E-mail already used by another account */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many wrong passwords on this account (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  exportPersonalData: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The export (Content-Disposition: attachment) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PrivacyExport']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  stopReminder: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Stopped (or already stopped) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StopReminderResponse']
        }
      }
      /** @description Invalid id */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such reminder of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  deleteAccount: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountBody']
      }
    }
    responses: {
      /** @description Deleted; every session has ended */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeleteAccountResponse']
        }
      }
      /** @description Wrong or missing confirmation */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many wrong passwords on this account (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  acceptStaffInvitation: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffInvitationAcceptBody']
      }
    }
    responses: {
      /** @description Signed in as staff */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SessionResponse']
        }
      }
      /** @description Invalid password, or the link expired, was used or replaced */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  confirmEmailChange: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailChangeConfirmBody']
      }
    }
    responses: {
      /** @description Changed */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MessageResponse']
        }
      }
      /** @description The link expired, was used or replaced */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The address belongs to another account */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  reorder: {
    parameters: {
      query?: {
        city_id?: number
      }
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The cart; lines no longer sold are in `messages` (field `products`) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ReorderResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order of this customer, or unknown city */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getOrderInvoice: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: components['schemas']['InvoiceSummary'] | null
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getOrderInvoicePdf: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/pdf': string
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order of this customer, or no invoice yet */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  markSatisfactionShown: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Marked shown (or already was) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SatisfactionShownResponse']
        }
      }
      /** @description Invalid id */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such request of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  answerSatisfaction: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown
        } & components['schemas']['SatisfactionAnswer']
      }
    }
    responses: {
      /** @description The answer as recorded */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SatisfactionAnsweredResponse']
        }
      }
      /** @description Invalid rating or comment (data.errors by field) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such request of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Already answered; the first answer stays */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getStandingOrderLink: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The standing order */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingLinkResponse']
        }
      }
      /** @description Not a link the shop signed */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  actOnStandingOrderLink: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        token: string
        action: 'skip' | 'confirm' | 'pause' | 'resume' | 'stop'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingLinkResponse']
        }
      }
      /** @description Not a link the shop signed */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description After the cut-off, or not in a state that allows it */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  listStandingOrders: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The standing orders */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingOrdersResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  createStandingOrder: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateStandingOrderBody']
      }
    }
    responses: {
      /** @description Created */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingOrderResponse']
        }
      }
      /** @description Lines not sold, an address or weekday not allowed */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  changeStandingOrder: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeStandingOrderBody']
      }
    }
    responses: {
      /** @description Changed */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingOrderResponse']
        }
      }
      /** @description Lines not sold, or a weekday the city is not delivered on */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such standing order of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Stopped */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  actOnStandingOrder: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        id: number
        action: 'skip' | 'confirm' | 'pause' | 'resume' | 'stop'
      }
      cookie?: never
    }
    requestBody?: {
      content: {
        'application/json': components['schemas']['StandingActionBody']
      }
    }
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StandingOrderResponse']
        }
      }
      /** @description No such date on the rhythm */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such standing order of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description After the cut-off, or not in a state that allows it */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getTracking: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        /** @description The signed token of the e-mail’s link */
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The order as its tracking page shows it */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TrackingResponse']
        }
      }
      /** @description Not a link the shop signed */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description The link was for a day that has passed */
      410: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many links that were not the shop’s */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getCaptchaChallenge: {
    parameters: {
      query?: {
        /** @description Language of the answer */
        lang?: 'fr' | 'ar'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A signed challenge, valid 10 minutes */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CaptchaChallenge']
        }
      }
      /** @description The shop uses reCAPTCHA */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  sendContactMessage: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactBody']
      }
    }
    responses: {
      /** @description Message stored and sent */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ContactResponse']
        }
      }
      /** @description Invalid fields or captcha */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description Too many messages */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getOrderCreditNotes: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The credit notes */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true
            data: {
              reference: string
              issued_at: string
              invoice_reference: string | null
              /** @description Amount in centimes of MAD */
              goods: number
              /** @description Amount in centimes of MAD */
              delivery_fee: number
              /** @description Amount in centimes of MAD */
              extra: number
              /** @description Amount in centimes of MAD */
              total: number
              /** @enum {string} */
              method: 'cash' | 'bank_transfer' | 'points'
              paid_on: string | null
              driver: string | null
              reason: string
              by: string | null
              points_returned: number
              points_taken_back: number
              points_paid: number
              lines: {
                name: string
                label: string
                quantity: number
              }[]
            }[]
          }
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such order of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
  getCreditNotePdf: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description Language of the answer */
        locale: 'fr' | 'ar'
        reference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The PDF (Content-Disposition: attachment) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/pdf': string
        }
      }
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
      /** @description No such credit note of this customer */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ErrorResponse']
        }
      }
    }
  }
}
