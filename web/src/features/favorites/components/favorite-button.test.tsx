import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import { FavoriteButton } from './favorite-button';

vi.mock('../navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('../navigate');

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const calls: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const parent = { id: 7, role: 'parent', firstName: 'Sari', lastName: null, email: 's@x.id' };

beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init);
  });
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockReset();
});

function renderButton() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/school/sd-negeri-1']}>
        <FavoriteButton schoolId={42} schoolName="SD Negeri 1" />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('FavoriteButton', () => {
  it('asks anonymous visitors to log in, then goes to sign-in after 1 s', async () => {
    routes = { 'GET /api/auth/user': () => new Response('Unauthorized', { status: 401 }) };
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.getByText('Anda perlu login untuk menambahkan sekolah ke favorit')).toBeTruthy();
    act(() => vi.advanceTimersByTime(900));
    expect(goTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(goTo).toHaveBeenCalledWith('/api/oauth/login?redirect=%2Fschool%2Fsd-negeri-1');
    // the status is never asked for without a user
    expect(calls).not.toContain('GET /api/favorites/42/status');
  });

  it('adds a favourite: toast naming the school, then the filled Favorit state', async () => {
    let favourite = false;
    routes = {
      'GET /api/auth/user': () => json(parent),
      'GET /api/favorites/42/status': () => json({ isFavorite: favourite }),
      'POST /api/favorites': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ schoolId: 42 });
        favourite = true;
        return json({ isFavorite: true }, 201);
      },
    };
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(await screen.findByText('Ditambahkan ke favorit')).toBeTruthy();
    expect(screen.getByText('SD Negeri 1')).toBeTruthy();
    const filled = await screen.findByRole('button', { name: 'Favorit' });
    expect(filled.getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite with its own toast', async () => {
    routes = {
      'GET /api/auth/user': () => json(parent),
      'GET /api/favorites/42/status': () => json({ isFavorite: true }),
      'DELETE /api/favorites/42': () => json({ isFavorite: false }),
    };
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Favorit' });
    await user.click(button);
    expect(await screen.findByText('Dihapus dari favorit')).toBeTruthy();
  });

  it('on a 401 while adding: Unauthorized toast and sign-in after 500 ms', async () => {
    routes = {
      'GET /api/auth/user': () => json(parent),
      'GET /api/favorites/42/status': () => json({ isFavorite: false }),
      'POST /api/favorites': () => json({ error: 'x', code: 'UNAUTHORIZED' }, 401),
    };
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('You need to log in to add favorites')).toBeTruthy();
    act(() => vi.advanceTimersByTime(400));
    expect(goTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(goTo).toHaveBeenCalledWith('/api/oauth/login?redirect=%2Fschool%2Fsd-negeri-1');
  });

  it('on a 401 while removing: sign-in through /api/login after 500 ms', async () => {
    routes = {
      'GET /api/auth/user': () => json(parent),
      'GET /api/favorites/42/status': () => json({ isFavorite: true }),
      'DELETE /api/favorites/42': () => json({ error: 'x', code: 'UNAUTHORIZED' }, 401),
    };
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Favorit' }));
    expect(await screen.findByText('You need to log in')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(goTo).toHaveBeenCalledWith('/api/login');
  });

  it('reports other failures without leaving the page', async () => {
    routes = {
      'GET /api/auth/user': () => json(parent),
      'GET /api/favorites/42/status': () => json({ isFavorite: false }),
      'POST /api/favorites': () => json({ error: 'x', code: 'INTERNAL' }, 500),
    };
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Failed to add to favorites')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('stays disabled while the user and the status load', async () => {
    let release!: () => void;
    routes = {
      'GET /api/auth/user': () => json(parent),
      'GET /api/favorites/42/status': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ isFavorite: false }));
        }),
    };
    renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(calls).toContain('GET /api/favorites/42/status'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});
