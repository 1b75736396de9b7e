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
