import { startContributionApis, type ContributionApis } from './contribution-api';
import { categoryIdOf, yearIdOf } from './fees';
import { seedRegions, seedSchools } from './school-fixtures';

export interface FeesAdminFixture {
  apis: ContributionApis;
  /** 'SD Kelola 1', assigned to the school admin */
  mine: number;
  /** 'SD Kelola 2', NPSN 20999001, nobody's */
  other: number;
  y2526: number;
  spp: number;
}

/** The admin-controls tests' world: two Bandung schools, one of them the school admin's. */
export async function startFeesAdminFixture(label: string): Promise<FeesAdminFixture> {
  const apis = await startContributionApis(label);
  const sql = apis.db.sql;
  await seedRegions(sql);
  const [mine, other] = (await seedSchools(sql, { count: 2, namePrefix: 'SD Kelola' })) as [
    number,
    number,
  ];
  await sql`UPDATE schools SET npsn = '20999001' WHERE id = ${other}`;
  await sql`
    INSERT INTO school_admins (user_id, school_id) VALUES (${apis.users.schoolAdmin.id}, ${mine})`;
  return {
    apis,
    mine,
    other,
    y2526: await yearIdOf(sql, '2025/2026'),
    spp: await categoryIdOf(sql, 'spp'),
  };
}

/** The newest audit log entry. */
export async function lastAuditEntry(sql: ContributionApis['db']['sql']) {
  const [row] = await sql<{ actorId: number; action: string; summary: string }[]>`
    SELECT actor_id, action, summary FROM audit_log ORDER BY id DESC LIMIT 1`;
  return row;
}
