import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { ROOT } from './support/paths';
import { e2eTarget } from './support/target';

export function e2eDatabaseUrl(): string | undefined {
  return e2eTarget().databaseUrl;
}

/** `npm run admin:create` against the product's database. */
export async function createSiteAdmin(username: string, password: string): Promise<void> {
  const databaseUrl = e2eDatabaseUrl();
  if (!databaseUrl) throw new Error('no e2e database to create an admin in');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'api/cli/create-admin.ts', '--username', username],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password } },
  );
}

/** The development identity provider's form: any name signs in as a test parent. */
export async function signInAtDevProvider(page: Page, name: string): Promise<void> {
  await page.waitForURL(/\/dev-oidc\/interaction\//);
  await page.getByLabel('Nama').fill(name);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

export async function adminLogin(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Form masuk admin' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Masuk' }).click();
}
