import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@web/components/ui/use-toast';
import { Protected } from './protected';
import {
  currentPath,
  fakeNetwork,
  jsonResponse,
  renderPage,
  textResponse,
} from '@web/lib/test-network';

vi.mock('../navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('../navigate');

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockReset();
});

const dashboard = (
  <Protected anonymous={{ kind: 'parent-login', returnTo: '/dashboard' }}>
    {(user) => <p>Halo {user.firstName}</p>}
  </Protected>
);

describe('Protected', () => {
  it('shows a spinner while the user loads, then the page', async () => {
    let answer!: () => void;
    fakeNetwork({
      'GET /api/auth/user': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              jsonResponse({
                id: 1,
                role: 'parent',
                firstName: 'Sari',
                lastName: null,
                email: null,
              }),
            );
        }),
    });
    renderPage(dashboard, ['/dashboard']);
    expect(screen.getByRole('status').textContent).toContain('Memuat...');
    answer();
    expect(await screen.findByText('Halo Sari')).toBeTruthy();
  });

  it('dashboard, signed out: Unauthorized toast, sign-in after 500 ms coming back', async () => {
    fakeNetwork({ 'GET /api/auth/user': () => textResponse('Unauthorized', 401) });
    renderPage(dashboard, ['/dashboard']);
    expect(await screen.findByText('You need to log in to view your dashboard')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(goTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(goTo).toHaveBeenCalledWith('/api/oauth/login?redirect=%2Fdashboard');
  });

  it('admin, signed out: straight to /auth', async () => {
    fakeNetwork({ 'GET /api/auth/user': () => textResponse('Unauthorized', 401) });
    renderPage(<Protected anonymous={{ kind: 'auth-page' }}>{() => <p>RAHASIA</p>}</Protected>, [
      '/admin-test',
    ]);
    await waitFor(() => expect(currentPath()).toMatch(/^\/auth/));
    expect(screen.queryByText('RAHASIA')).toBeNull();
  });
});

describe('Protected after signing out on the page', () => {
  it('leaves the navigation to the logout (no detour to /auth)', async () => {
    fakeNetwork({
      'GET /api/auth/user': () =>
        jsonResponse({ id: 1, role: 'site_admin', firstName: null, lastName: null, email: null }),
    });
    const { CURRENT_USER_KEY } = await import('@web/lib/current-user');
    const view = renderPage(
      <Protected anonymous={{ kind: 'auth-page' }}>{() => <p>RAHASIA</p>}</Protected>,
      ['/admin-test'],
    );
    expect(await screen.findByText('RAHASIA')).toBeTruthy();
    act(() => {
      view.queryClient.setQueryData(CURRENT_USER_KEY, null);
    });
    await waitFor(() => expect(screen.queryByText('RAHASIA')).toBeNull());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(currentPath()).toBe('/admin-test');
  });
});
