/**
 * Typed errors that the central error handler turns into the reply envelope.
 * Route code throws these; it never builds an error reply by hand.
 *
 * @example
 * throw new NotFoundError('Chatbot 1a2b… was not found')
 * throw new BadGatewayError('The model provider did not answer', { cause: error })
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra reply headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** `cause`: the error behind this one, kept for the log. */
    options?: ErrorOptions
  ) {
    super(message, options)
    this.name = new.target.name
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(400, message, {}, options)
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'A valid key is required in the Authorization or chatrobot-sessionkey header', options?: ErrorOptions) {
    super(401, message, {}, options)
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(403, message, {}, options)
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(404, message, {}, options)
  }
}

/**
 * The thing existed but is no longer there to use, such as an expired invitation link.
 *
 * @example
 * throw new GoneError('This invitation expired on …; ask for a new one')
 */
export class GoneError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(410, message, {}, options)
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(413, message, {}, options)
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(415, message, {}, options)
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number, options?: ErrorOptions) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, options)
  }
}

/** The configured AI provider failed or answered with an error. */
export class BadGatewayError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(502, message, {}, options)
  }
}

/**
 * The request is fine but the resource is not set up for it, e.g. no TalkToHumanEmail.
 *
 * @example
 * throw new ConflictError('This chatbot has no TalkToHumanEmail…')
 */
export class ConflictError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(409, message, {}, options)
  }
}

/**
 * Something the server depends on (the mail server, the database) failed; trying again later may work.
 *
 * @example
 * throw new ServiceUnavailableError('Your message could not be passed on right now…')
 */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds = 60, options?: ErrorOptions) {
    super(503, message, { 'retry-after': String(retryAfterSeconds) }, options)
  }
}

/**
 * The disk (or the database's storage) is full, so nothing was stored.
 *
 * @example
 * throw new InsufficientStorageError(STORAGE_FULL_MESSAGE, { cause: error })
 */
export class InsufficientStorageError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(507, message, {}, options)
  }
}
