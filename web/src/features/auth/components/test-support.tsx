import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';

// For this feature's component tests: a fake network answering by
// 'METHOD path', and the app's providers around a page at a given path.

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

export function stubNetwork(routes: Record<string, Handler>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init);
  });
  return calls;
}

/** Renders `element` at `path`, with stand-in pages for /admin and /auth. */
export function renderAt(path: string, element: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/admin" element={<p>HALAMAN ADMIN</p>} />
          <Route path="/auth" element={<p>HALAMAN AUTH</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
