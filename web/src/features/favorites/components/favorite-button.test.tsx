import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage, type NetworkCall } from '@web/lib/test-network';
import { FavoriteButton } from './favorite-button';

vi.mock('../navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('../navigate');

let calls: NetworkCall[] = [];
const callKeys = () => calls.map((call) => call.key);

const parent = { id: 7, role: 'parent', firstName: 'Sari', lastName: null, email: 's@x.id' };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
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
  renderPage(<FavoriteButton schoolId={42} schoolName="SD Negeri 1" />, ['/school/sd-negeri-1']);
  return user;
}

describe('FavoriteButton', () => {
  it('asks anonymous visitors to log in, then goes to sign-in after 1 s', async () => {
    calls = fakeNetwork({
      'GET /api/auth/user': () => new Response('Unauthorized', { status: 401 }),
    });
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.getByText('Anda perlu login untuk menambahkan sekolah ke favorit')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(goTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(goTo).toHaveBeenCalledWith('/api/oauth/login?redirect=%2Fschool%2Fsd-negeri-1');
    // the status is never asked for without a user
    expect(callKeys()).not.toContain('GET /api/favorites/42/status');
  });

  it('adds a favourite: toast naming the school, then the filled Favorit state', async () => {
    let favourite = false;
    calls = fakeNetwork({
      'GET /api/auth/user': () => jsonResponse(parent),
      'GET /api/favorites/42/status': () => jsonResponse({ isFavorite: favourite }),
      'POST /api/favorites': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ schoolId: 42 });
        favourite = true;
        return jsonResponse({ isFavorite: true }, 201);
      },
    });
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
    calls = fakeNetwork({
      'GET /api/auth/user': () => jsonResponse(parent),
      'GET /api/favorites/42/status': () => jsonResponse({ isFavorite: true }),
      'DELETE /api/favorites/42': () => jsonResponse({ isFavorite: false }),
    });
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Favorit' });
    await user.click(button);
    expect(await screen.findByText('Dihapus dari favorit')).toBeTruthy();
  });

  it('on a 401 while adding: Unauthorized toast and sign-in after 500 ms', async () => {
    calls = fakeNetwork({
      'GET /api/auth/user': () => jsonResponse(parent),
      'GET /api/favorites/42/status': () => jsonResponse({ isFavorite: false }),
      'POST /api/favorites': () => jsonResponse({ error: 'x', code: 'UNAUTHORIZED' }, 401),
    });
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('You need to log in to add favorites')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(goTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(goTo).toHaveBeenCalledWith('/api/oauth/login?redirect=%2Fschool%2Fsd-negeri-1');
  });

  it('on a 401 while removing: sign-in through /api/login after 500 ms', async () => {
    calls = fakeNetwork({
      'GET /api/auth/user': () => jsonResponse(parent),
      'GET /api/favorites/42/status': () => jsonResponse({ isFavorite: true }),
      'DELETE /api/favorites/42': () => jsonResponse({ error: 'x', code: 'UNAUTHORIZED' }, 401),
    });
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Favorit' }));
    expect(await screen.findByText('You need to log in')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(goTo).toHaveBeenCalledWith('/api/login');
  });

  it('reports other failures without leaving the page', async () => {
    calls = fakeNetwork({
      'GET /api/auth/user': () => jsonResponse(parent),
      'GET /api/favorites/42/status': () => jsonResponse({ isFavorite: false }),
      'POST /api/favorites': () => jsonResponse({ error: 'x', code: 'INTERNAL' }, 500),
    });
    const user = renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Failed to add to favorites')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('stays disabled while the user and the status load', async () => {
    let release!: () => void;
    calls = fakeNetwork({
      'GET /api/auth/user': () => jsonResponse(parent),
      'GET /api/favorites/42/status': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ isFavorite: false }));
        }),
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Tambah ke Favorit' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(callKeys()).toContain('GET /api/favorites/42/status'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});
