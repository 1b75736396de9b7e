import { createSql } from './client';
import { migrate } from './migrate';
import { databaseUrlFromEnv } from './config';

const sql = createSql(databaseUrlFromEnv(), { max: 1, applicationName: 'migrate' });
try {
  const result = await migrate(sql);
  console.log(
    result.applied.length
      ? `Applied ${result.applied.length} migration(s): ${result.applied.join(', ')}`
      : `Database is up to date (${result.skipped} migrations).`,
  );
} finally {
  await sql.end();
}
