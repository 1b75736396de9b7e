import type { Logger } from 'pino';

/** At most one progress line per this long while the index loads. */
const PROGRESS_EVERY_MS = 5000;

/**
 * Logs the built-in search index's load (at start-up, and when a rebuild or
 * compaction makes the replica load again): a line every few seconds with
 * how far it has come, and one when it is done with the time and memory used.
 */
export function searchLoadLogger(logger: Logger): (p: { loaded: number; total: number }) => void {
  let started = 0;
  let lastLine = 0;
  return ({ loaded, total }) => {
    const now = performance.now();
    if (loaded === 0) {
      started = lastLine = now;
      logger.info({ total }, 'search index loading');
    }
    if (loaded >= total) {
      logger.info(
        {
          documents: total,
          ms: Math.round(now - started),
          rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
        },
        'search index loaded',
      );
    } else if (now - lastLine >= PROGRESS_EVERY_MS) {
      lastLine = now;
      logger.info({ loaded, total }, 'search index loading');
    }
  };
}
