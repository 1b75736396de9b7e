import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;
/** A connection or a transaction: queries accept either. */
export type Db = Sql | Tx;

export interface DbOptions {
  /** pool size */
  max?: number;
  applicationName?: string;
  /** give up opening a connection after this long (default 10 s) */
  connectTimeoutMs?: number;
  /** the server cancels any statement running longer (default: no limit) */
  statementTimeoutMs?: number;
  /**
   * Fail fast while the server is away: a query waits at most this long for
   * the next connection attempt. postgres.js otherwise backs off up to 20 s
   * after repeated failures, and queries queue behind it (default: its own).
   */
  maxReconnectDelayMs?: number;
}

/**
 * One pool per process. Columns come back camelCased, int8 as numbers (ids and
 * rupiah amounts stay far below 2^53), undefined parameters are sent as NULL.
 */
export function createSql(url: string, options: DbOptions = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: (options.connectTimeoutMs ?? 10_000) / 1000,
    ...(options.maxReconnectDelayMs !== undefined
      ? { backoff: reconnectDelay(options.maxReconnectDelayMs) }
      : {}),
    onnotice: () => {},
    connection: {
      application_name: options.applicationName ?? 'biaya-sekolah',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
    // column names only: JSON values (search documents, audit rows) are stored as written
    transform: { column: { from: postgres.toCamel, to: postgres.fromCamel }, undefined: null },
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (value: number | bigint) => value.toString(),
        parse: (value: string) => Number(value),
      },
    },
  }) as unknown as Sql;
}

/** Seconds before reconnect attempt `retries`: growing, capped (postgres.js takes seconds). */
function reconnectDelay(maxMs: number): (retries: number) => number {
  return (retries) => Math.min(0.05 * 2 ** retries, maxMs / 1000);
}
