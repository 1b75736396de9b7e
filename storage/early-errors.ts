import type { Readable } from 'node:stream';

/**
 * Holds a body's error until the pipeline that reads it is attached. A write
 * first awaits something else (its temporary folder or file), and a body that
 * fails meanwhile would emit an 'error' nobody listens to: an uncaught
 * exception that ends the process. The pipeline then rejects with the stored
 * error instead. Returns the function that stops holding.
 */
export function holdEarlyErrors(body: Buffer | Readable): () => void {
  if (Buffer.isBuffer(body)) return () => undefined;
  const hold = () => undefined;
  body.on('error', hold);
  return () => body.off('error', hold);
}
