import type { Page } from 'playwright-core';
import type { ComparisonResponse } from '@core/contracts/schools';
import { baseUrl } from './support/browser';

// Shared by the comparison's e2e files.

export const rows = (page: Page) => page.locator('table tbody tr');

/** What the comparison API answers to a query, as a visitor's fetch gets it. */
export async function api(query: string): Promise<ComparisonResponse> {
  const res = await fetch(`${baseUrl()}/api/schools/comparison?${query}`);
  return (await res.json()) as ComparisonResponse;
}
