import { ApiError } from './api-client';

/**
 * SPEC §8 names each failed fetch ('Failed to fetch school', ...). The
 * thrown error carries that message and keeps the ApiError as its cause, so
 * callers can still tell a 404 from an outage.
 */
export async function orFail<T>(message: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** The HTTP status behind an error from `orFail` or the api client, if any. */
export function httpStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error && error.cause) return httpStatus(error.cause);
  return undefined;
}
