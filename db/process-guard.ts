import type { Logger } from 'pino';
import { isDependencyDown } from './dependency-errors';

// The database and queue drivers sometimes throw or reject where no caller can
// catch: postgres.js drops the promise of its type query on a new connection
// (a statement timeout or a server restart rejects it), and writes to a socket
// that an outage already closed (a TypeError in a timer). Node ends the process
// on either. Such an error belongs to one connection, which the driver
// replaces; the process carries on, as it does for any error that says
// PostgreSQL or Redis is away (a refused connection nobody awaited). Anything
// else is a bug: logged, then the process exits as Node would (its supervisor
// restarts it).

const DRIVER_FRAMES = /[\\/]node_modules[\\/](postgres|ioredis|bullmq)[\\/]/;
const DRIVER_ERRORS = new Set(['PostgresError', 'ReplyError', 'MaxRetriesPerRequestError']);

/** True when an error was thrown by (or inside) the PostgreSQL, Redis or queue driver. */
export function isDriverError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, stack } = error as { name?: unknown; stack?: unknown };
  if (typeof name === 'string' && DRIVER_ERRORS.has(name)) return true;
  // the innermost frames only: a bug of ours called from a driver callback is still ours
  if (typeof stack !== 'string') return false;
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames.length > 0 && DRIVER_FRAMES.test(frames[0]!);
}

/**
 * Keeps the process running through a driver's uncaught error or unhandled
 * rejection, or one that says a dependency is away (logged as an error), and
 * ends it with exit code 1 on any other.
 */
export function guardProcess(logger: Logger, exit: (code: number) => void = process.exit): void {
  const handle = (kind: string) => (error: unknown) => {
    if (isDriverError(error) || isDependencyDown(error)) {
      logger.error({ err: error, kind }, 'a driver failed outside any request: carrying on');
      return;
    }
    logger.fatal({ err: error, kind }, 'uncaught error: exiting');
    exit(1);
  };
  process.on('uncaughtException', handle('uncaughtException'));
  process.on('unhandledRejection', handle('unhandledRejection'));
}
