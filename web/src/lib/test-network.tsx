import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from './query-client';

// For component tests: a fake network answering by 'METHOD path', and the
// app's providers (query client, router, toasts) around a page.

export type NetworkHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface NetworkCall {
  key: string;
  body: unknown;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const textResponse = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

/** Replaces fetch; unknown calls fail the test. Returns the calls made, with parsed JSON bodies. */
export function fakeNetwork(routes: Record<string, NetworkHandler>): NetworkCall[] {
  const calls: NetworkCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init);
  });
  return calls;
}

function CurrentPath() {
  const location = useLocation();
  return <span data-testid="current-path">{`${location.pathname}${location.search}`}</span>;
}

/** The path (with query) the router of `renderPage` is at. */
export const currentPath = () => screen.getByTestId('current-path').textContent;

/**
 * Renders `element` at the last of `entries` (earlier entries are history to
 * go back to); any other path shows 'PAGE <path>'. The current path is in
 * the element with test id 'current-path'.
 */
export function renderPage(element: ReactNode, entries: string[]) {
  const queryClient = createQueryClient();
  const path = new URL(entries.at(-1)!, 'http://x').pathname;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>PAGE</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
