/** The order page's cards. */
export const cardClass = 'rounded-xl bg-white p-4 shadow-sm sm:p-5'
