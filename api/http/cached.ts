/**
 * A value loaded on first use and kept for `ttlMs`. After that the stale value
 * is still served while one background refresh runs, so a slow aggregate never
 * sits on the request path twice. A failed refresh keeps the old value and is
 * retried on the next call.
 */
export interface Cached<T> {
  get(): Promise<T>;
  /** drop the value: the next get() loads afresh */
  clear(): void;
}

export function cached<T>(load: () => Promise<T>, ttlMs: number): Cached<T> {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;

  const refresh = () => {
    pending ??= load()
      .then((data) => {
        value = { data, at: Date.now() };
        return data;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return {
    async get() {
      if (!value) return refresh();
      if (Date.now() - value.at > ttlMs) refresh().catch(() => {});
      return value.data;
    },
    clear() {
      value = undefined;
    },
  };
}
