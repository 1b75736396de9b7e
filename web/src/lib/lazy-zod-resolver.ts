import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** starts the import now, e.g. once the form is on screen, so a submit need not wait */
  preload(): void;
}

/**
 * A form resolver for a core zod schema that is imported on first use: zod
 * and the contract stay out of the page's first load (23 KB gzipped of the
 * /auth page). Validation is the schema's own, messages included.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loaded: Promise<Loaded> | undefined;
  const get = () =>
    (loaded ??= load().then(
      (schema) => zodResolver(schema) as Loaded,
      (error: unknown) => {
        // a failed import (offline) is tried again on the next call
        loaded = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
