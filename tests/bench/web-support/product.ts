import { LOCAL_POSTGRES_URL, LOCAL_REDIS_URL } from '@tests/support/services';
import { startE2eStack } from '../../e2e/support/stack';

export interface BenchProduct {
  base: string;
  /** stops the product if this benchmark started it */
  stop(): Promise<void>;
}

/**
 * The product to measure: BENCH_BASE_URL when set (a running server), else
 * the whole product started as the e2e tests start it.
 */
export async function benchProduct(): Promise<BenchProduct> {
  const given = process.env.BENCH_BASE_URL?.replace(/\/$/, '');
  if (given) return { base: given, stop: () => Promise.resolve() };
  const stack = await startE2eStack(
    process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL,
    process.env.TEST_REDIS_URL ?? LOCAL_REDIS_URL,
  );
  return { base: stack.baseUrl, stop: () => stack.stop() };
}
