import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq + cpu.times.idle;
  }
  return { idle, total };
}

/**
 * Waits until the machine's CPUs are mostly idle over a window (a product
 * started a moment ago still runs its worker's start-up jobs), so Lighthouse's
 * 4x CPU throttling measures the page, not the neighbours. Gives up after
 * `timeoutMs` and says so.
 */
export async function waitForQuietCpu({
  idleShare = 0.8,
  windowMs = 2_000,
  timeoutMs = 90_000,
} = {}): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = cpuTimes();
    await sleep(windowMs);
    const after = cpuTimes();
    const share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (share >= idleShare) {
      console.error(
        `machine quiet after ${Math.round((Date.now() - started) / 1000)} s (idle ${Math.round(share * 100)} %)`,
      );
      return;
    }
    if (Date.now() - started > timeoutMs) {
      console.error(
        `machine still busy after ${timeoutMs / 1000} s (idle ${Math.round(share * 100)} %): measuring anyway`,
      );
      return;
    }
  }
}
