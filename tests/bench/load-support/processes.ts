import os from 'node:os';
import { memoryMb, type ProductProcesses } from '@tests/support/processes';

export { freePort, processTree } from '@tests/support/processes';

export function peakMemory(tree: ProductProcesses): { api: number; worker: number } {
  const { api, worker } = tree.current();
  return { api: memoryMb(api, 'VmHWM'), worker: memoryMb(worker, 'VmHWM') };
}

/** The api's and the worker's resident memory now, in MB. */
export function currentMemory(tree: ProductProcesses): { api: number; worker: number } {
  const { api, worker } = tree.current();
  return { api: memoryMb(api, 'VmRSS'), worker: memoryMb(worker, 'VmRSS') };
}

/** Samples the load average and the processes' memory every second. */
export function startSampler(tree: ProductProcesses) {
  const load: number[] = [];
  const rss = { api: 0, worker: 0 };
  const timer = setInterval(() => {
    load.push(Math.round(os.loadavg()[0]! * 10) / 10);
    const { api, worker } = tree.current();
    rss.api = Math.max(rss.api, memoryMb(api, 'VmRSS'));
    rss.worker = Math.max(rss.worker, memoryMb(worker, 'VmRSS'));
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      const meanLoad = load.length
        ? Math.round((load.reduce((a, b) => a + b, 0) / load.length) * 10) / 10
        : NaN;
      return { load: { min: Math.min(...load), max: Math.max(...load) }, meanLoad, rss };
    },
  };
}
