import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '@core/errors';
import { isDependencyDown, RETRY_AFTER_SECONDS } from './dependency-errors';
import { sendErrorPage } from './error-page';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** An error that knows its HTTP status and the Indonesian message to show. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly issues?: ApiErrorBody['issues'],
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (message?: string) => new HttpError('NOT_FOUND', message);
export const forbidden = (message?: string) => new HttpError('FORBIDDEN', message);
export const unauthorized = (message?: string) => new HttpError('UNAUTHORIZED', message);
/** 503: PostgreSQL or Redis is away; the error handler adds Retry-After. */
export const unavailable = (message?: string) => new HttpError('UNAVAILABLE', message);

export function validationError(error: ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return new HttpError(
    'VALIDATION_ERROR',
    issues[0]?.message ?? ERROR_MESSAGES.VALIDATION_ERROR,
    issues,
  );
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new HttpError('NOT_FOUND', 'Alamat API tidak ditemukan'));
};

/** Last of all: any path and method nothing answered gets the not-found page, never Express's own. */
export const pageNotFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new HttpError('NOT_FOUND'));
};

const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);

/**
 * SPEC §7: the admin sign-in calls answer errors as plain text, the toast's
 * text. This covers what fails before their handlers too (the Origin check,
 * throttling, a malformed body).
 */
const PLAIN_TEXT_ERRORS = new Set(['/api/admin/login', '/api/admin/register']);

/**
 * Turns anything thrown into a JSON body under /api (plain text where SPEC
 * says so) and an HTML page elsewhere; never leaks a stack trace.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let error: HttpError;
  if (err instanceof HttpError) error = err;
  else if (err instanceof ZodError) error = validationError(err);
  else if (isBodyParserError(err)) {
    error =
      err.type === 'entity.too.large'
        ? new HttpError('PAYLOAD_TOO_LARGE')
        : new HttpError('VALIDATION_ERROR', 'Format data tidak valid');
  } else if (isBadDataError(err)) {
    // the database refused a value the contracts let through (a bound they
    // miss): the request's fault, answered as such and logged to be fixed
    req.log?.warn({ err }, 'database refused a value of the request');
    error = new HttpError('VALIDATION_ERROR');
  } else if (isClientError(err)) {
    // e.g. a path segment with broken percent-encoding, refused by the router
    error = new HttpError('VALIDATION_ERROR', 'Alamat permintaan tidak valid');
  } else if (isDependencyDown(err)) {
    // PostgreSQL or Redis away or too slow: an outage to wait out, not a bug
    req.log?.warn({ err }, 'dependency unavailable');
    error = unavailable();
  } else {
    req.log?.error({ err }, 'unhandled error');
    error = new HttpError('INTERNAL');
  }
  // a stream that failed halfway: the answer cannot change, so end it rather than leave it open
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error.status === 503 && !res.get('Retry-After'))
    res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  if (!isApiPath(req.path)) return sendErrorPage(res, error);
  if (PLAIN_TEXT_ERRORS.has(req.path)) {
    res.status(error.status).type('text/plain; charset=utf-8').send(error.message);
    return;
  }
  const body: ApiErrorBody = { error: error.message, code: error.code };
  if (error.issues) body.issues = error.issues;
  res.status(error.status).json(body);
};

function isBodyParserError(err: unknown): err is { type: string; status: number } {
  return typeof err === 'object' && err !== null && 'type' in err && 'status' in err;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22): a number out of range, a
 * NUL in text, a malformed value. Anything else from the database stays a 500.
 */
function isBadDataError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { name, code } = err as { name?: unknown; code?: unknown };
  return name === 'PostgresError' && typeof code === 'string' && code.startsWith('22');
}

function isClientError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const status = (err as { status?: unknown; statusCode?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
