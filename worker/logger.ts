import { pino, type Logger } from 'pino';

/**
 * JSON lines in production and when piped (tests read them); readable lines
 * in a terminal. The worker keeps its own factory: it must not import api/.
 */
export function createLogger(name: string, level: string): Logger {
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  return pino({
    name,
    level,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
