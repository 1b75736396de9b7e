// The share-image render thread: satori and resvg are CPU-bound (tens to
// hundreds of milliseconds a card), so they run here, off the worker's event
// loop, where they would otherwise hold up every other job and BullMQ's lock
// renewals.
import { parentPort } from 'node:worker_threads';
import type { CardElement } from './cards';
import { renderCard } from './render-card';

parentPort?.on('message', (message: { id: number; card: CardElement }) => {
  renderCard(message.card).then(
    (png) => parentPort!.postMessage({ id: message.id, png }),
    (error: unknown) =>
      parentPort!.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
