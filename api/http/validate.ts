import type { Request } from 'express';
import type { z } from 'zod';
import { withSafeText } from '@core/contracts/safe-text';
import { validationError } from './errors';

/**
 * Parses with a schema from core; a failure becomes a 400 with Indonesian
 * messages. Every input also passes the contracts' text rule (no control
 * characters in any string), whatever the schema says.
 */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = withSafeText(schema).safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const validQuery = <T extends z.ZodType>(req: Request, schema: T) =>
  parse(schema, req.query);
export const validParams = <T extends z.ZodType>(req: Request, schema: T) =>
  parse(schema, req.params);
export const validBody = <T extends z.ZodType>(req: Request, schema: T) =>
  parse(schema, req.body ?? {});
