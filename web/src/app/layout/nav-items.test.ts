import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@core/contracts/auth';
import { accountActions } from './nav-items';

const user = (role: AuthUser['role']) =>
  ({
    id: 1,
    role,
    firstName: 'Sari',
    lastName: null,
    email: 'sari@example.com',
    username: null,
  }) as AuthUser;

describe('accountActions', () => {
  it('shows nothing while the user is loading', () => {
    expect(accountActions(undefined, '/')).toEqual([]);
  });

  it('offers Masuk to anonymous visitors, returning to the current path', () => {
    expect(accountActions(null, '/jawa-barat?q=sd')).toEqual([
      {
        kind: 'login',
        label: 'Masuk',
        href: '/api/oauth/login?redirect=%2Fjawa-barat%3Fq%3Dsd',
      },
    ]);
  });

  it('offers Dashboard and Keluar to parents', () => {
    expect(accountActions(user('parent'), '/').map((a) => a.label)).toEqual([
      'Dashboard',
      'Keluar',
    ]);
  });

  it('offers Admin and an admin logout to both admin roles', () => {
    for (const role of ['site_admin', 'school_admin'] as const) {
      const actions = accountActions(user(role), '/');
      expect(actions.map((a) => a.label)).toEqual(['Admin', 'Keluar']);
      expect(actions[1]).toMatchObject({ kind: 'logout', admin: true });
    }
  });
});
