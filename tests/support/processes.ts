import fs from 'node:fs';
import net from 'node:net';

/** A TCP port nothing listens on now (for a child process's server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ProductProcesses {
  /** the api's and the worker's pids now (a supervisor may have restarted one) */
  current(): { api?: number; worker?: number };
}

function readProc(pid: number, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** The api and worker processes under `bin/start.ts` (found by their entry file), from /proc. */
export function processTree(rootPid: number): ProductProcesses {
  const descendants = (): number[] => {
    const byParent = new Map<number, number[]>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readProc(Number(entry), 'stat');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(entry)]);
    }
    const out: number[] = [];
    const walk = (pid: number) => {
      for (const child of byParent.get(pid) ?? []) {
        out.push(child);
        walk(child);
      }
    };
    walk(rootPid);
    return out;
  };
  return {
    current() {
      const found: { api?: number; worker?: number } = {};
      for (const pid of descendants()) {
        const cmd = readProc(pid, 'cmdline').split('\0').join(' ');
        if (cmd.includes('api/main.ts')) found.api = pid;
        if (cmd.includes('worker/main.ts')) found.worker = pid;
      }
      return found;
    },
  };
}

/** VmRSS or VmHWM (the peak) of a process, in MB. */
export function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (!pid) return 0;
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readProc(pid, 'status'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}
