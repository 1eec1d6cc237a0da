/** An HTTP answer that was not a success, with its status kept for the error screens. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
