// Start-up steps shared by the worker process and its command-line tools.
import { ConfigError } from '@core/config';

type ErrorClass = abstract new (...args: never[]) => Error;

/** Outside production, ./.env (when there is one) fills in the environment. */
export function loadDotEnv(): void {
  if (process.env.NODE_ENV === 'production') return;
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: defaults apply
  }
}

/**
 * Runs a start-up step such as parsing the config. An error of an expected
 * kind lists every problem for the operator and exits 1, without a stack.
 */
export function orExit<T>(step: () => T, expected: ErrorClass[] = [ConfigError]): T {
  try {
    return step();
  } catch (error) {
    if (expected.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}
