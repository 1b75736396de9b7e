import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SchoolListResponse } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { adminLogin } from './accounts-support';
import { baseUrl, saveScreenshot, SCREENSHOTS_WANTED } from './support/browser';
import type { SeededSchool } from './school-support';

// Shared steps of the fee e2e tests (contribution review, school admins).

/** Emits school.changed for a seeded school and waits until search finds it by name. */
export async function indexSchool(sql: Sql, school: SeededSchool): Promise<void> {
  await sql.begin((tx) =>
    emitEvent(tx, { type: 'school.changed', payload: { schoolId: school.id } }),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${baseUrl()}/api/schools?search=${encodeURIComponent(school.name)}`);
    const body = (await res.json()) as SchoolListResponse;
    if (body.schools.some((s) => s.id === school.id)) return;
    if (Date.now() > deadline) throw new Error(`${school.name} never reached the search index`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A toast with exactly this text appears. */
export const toastShown = (page: Page, text: string | RegExp) =>
  expect
    .poll(() => page.getByText(text, { exact: typeof text === 'string' }).count(), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);

export async function signInAsAdmin(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await adminLogin(page, username, password);
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Dashboard Admin' }).waitFor();
}

/**
 * Screenshots of the current screen at 390 px (a common phone width) and at
 * desktop width, then back to the page's own size (none when SCREENSHOTS_WANTED is false).
 */
export async function screenshotBoth(page: Page, name: string, fullPage = true) {
  if (!SCREENSHOTS_WANTED) return;
  const size = page.viewportSize()!;
  await resizeAndPaint(page, { width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`, { fullPage });
  await resizeAndPaint(page, { width: 1280, height: 800 });
  await saveScreenshot(page, `${name}-desktop`, { fullPage });
  await page.setViewportSize(size);
}

/** A new viewport size, once the page has painted a frame at it (its resize handlers have run). */
async function resizeAndPaint(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // page code as text: the tests' TypeScript has no DOM types
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}
