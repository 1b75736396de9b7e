// Index management for the Meilisearch adapter: the server version it needs,
// creating an index once even when processes start together, and the build
// indexes that rebuilds leave behind when their process dies.
import {
  ErrorStatusCode,
  MeilisearchApiError,
  type EnqueuedTaskPromise,
  type Meilisearch,
  type Task,
} from 'meilisearch';

/**
 * The oldest server the adapter works with: index swaps take `rename` from
 * 1.18 (typoTolerance.disableOnNumbers needs 1.15).
 */
const MIN_SERVER_VERSION: readonly [number, number] = [1, 18];

/** indexing a large batch takes a while: wait for tasks this long */
const TASK_TIMEOUT_MS = 10 * 60_000;

/** A build index this old belongs to a rebuild that died: no rebuild runs for a day. */
export const ABANDONED_BUILD_MS = 24 * 60 * 60_000;

async function waitFor(task: EnqueuedTaskPromise): Promise<Task> {
  return task.waitTask({ timeout: TASK_TIMEOUT_MS, interval: 100 });
}

export async function done(task: EnqueuedTaskPromise): Promise<void> {
  const result = await waitFor(task);
  if (result.status !== 'succeeded')
    throw new Error(`Meilisearch task ${result.uid} ${result.status}: ${result.error?.message}`);
}

/** '1.18.2' -> [1, 18]; undefined when the text is not a version. */
export function parseVersion(text: string): [number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** Refuses a server older than MIN_SERVER_VERSION, with a message that says what to do. */
export async function checkServerVersion(client: Meilisearch, host: string): Promise<string> {
  const { pkgVersion } = await client.getVersion();
  const version = parseVersion(pkgVersion);
  const [major, minor] = MIN_SERVER_VERSION;
  if (!version || version[0] < major || (version[0] === major && version[1] < minor))
    throw new Error(
      `Meilisearch at ${host} is version ${pkgVersion}; Biaya Sekolah needs ${major}.${minor} or newer ` +
        `(index swaps with rename, typo tolerance settings). Upgrade the server (docs/operations.md).`,
    );
  return pkgVersion;
}

const hasCode = (error: unknown, code: string) =>
  error instanceof MeilisearchApiError && error.cause?.code === code;

/** Whether the index exists. Only "index not found" means no: network and key errors are thrown. */
export async function indexExists(client: Meilisearch, uid: string): Promise<boolean> {
  try {
    await client.getRawIndex(uid);
    return true;
  } catch (error) {
    if (hasCode(error, ErrorStatusCode.INDEX_NOT_FOUND)) return false;
    throw error;
  }
}

/**
 * Creates the index with `id` as its primary key unless it exists. Another
 * process may create it in between: its "already exists" is success too.
 */
export async function ensureIndex(client: Meilisearch, uid: string): Promise<void> {
  if (await indexExists(client, uid)) return;
  const task = await waitFor(client.createIndex(uid, { primaryKey: 'id' }));
  if (task.status === 'succeeded' || task.error?.code === ErrorStatusCode.INDEX_ALREADY_EXISTS)
    return;
  throw new Error(`Meilisearch could not create index ${uid}: ${task.error?.message}`);
}

/** Deletes an index; one that is already gone is fine. */
export async function deleteIndex(client: Meilisearch, uid: string): Promise<void> {
  const task = await waitFor(client.deleteIndex(uid));
  if (task.status === 'succeeded' || task.error?.code === ErrorStatusCode.INDEX_NOT_FOUND) return;
  throw new Error(`Meilisearch could not delete index ${uid}: ${task.error?.message}`);
}

export const buildIndexName = (live: string, startedAt: number) => `${live}_build_${startedAt}`;

/** The build indexes of a live index, with the time each rebuild started. */
async function buildIndexes(
  client: Meilisearch,
  live: string,
): Promise<{ uid: string; startedAt: number }[]> {
  const pattern = new RegExp(`^${live.replace(/[-]/g, '\\-')}_build_(\\d+)$`);
  const found: { uid: string; startedAt: number }[] = [];
  const limit = 100;
  for (let offset = 0; ; offset += limit) {
    const page = await client.getRawIndexes({ offset, limit });
    for (const { uid } of page.results) {
      const match = pattern.exec(uid);
      if (match) found.push({ uid, startedAt: Number(match[1]) });
    }
    if (page.results.length < limit || offset + limit >= page.total) return found;
  }
}

/** Deletes the build indexes that `abandoned` says no running rebuild owns; returns their uids. */
export async function dropBuildIndexes(
  client: Meilisearch,
  live: string,
  abandoned: (startedAt: number) => boolean,
): Promise<string[]> {
  const dropped: string[] = [];
  for (const { uid, startedAt } of await buildIndexes(client, live)) {
    if (!abandoned(startedAt)) continue;
    await deleteIndex(client, uid);
    dropped.push(uid);
  }
  return dropped;
}
