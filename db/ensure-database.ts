import postgres from 'postgres';

/**
 * Creates the database named in `url` when it does not exist yet, so that a
 * fresh machine needs no manual `createdb`. Connects to the maintenance
 * database 'postgres' of the same server to do it.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL has no database name');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`SELECT 1 AS found FROM pg_database WHERE datname = ${name}`;
    if (row) return false;
    await sql.unsafe(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await sql.end();
  }
}
