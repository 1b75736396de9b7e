import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeNetwork, jsonResponse, renderPage, textResponse } from '@web/lib/test-network';
import ContributePage from './contribute';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const parent = () =>
  jsonResponse({ id: 3, role: 'parent', firstName: 'Sari', lastName: null, email: null });

describe('/contribute links', () => {
  it('?schoolId= fills in the school name, level and city', async () => {
    const calls = fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/contribute/prefill?schoolId=42': () =>
        jsonResponse({
          schoolName: 'SDIT Nurul Fikri',
          cityName: 'Kota Depok',
          educationLevels: ['SD/Sederajat'],
          educationLevel: 'sd',
          schoolId: 42,
          requestId: null,
        }),
    });
    renderPage(<ContributePage />, ['/contribute?schoolId=42']);
    const name = (await screen.findByLabelText('Nama Sekolah')) as HTMLInputElement;
    expect(name.value).toBe('SDIT Nurul Fikri');
    expect((screen.getByLabelText('Kota/Kabupaten') as HTMLInputElement).value).toBe('Kota Depok');
    expect(
      (screen.getByRole('checkbox', { name: 'SD/Sederajat' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'SMP/Sederajat' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(calls.map((call) => call.key)).toContain('GET /api/contribute/prefill?schoolId=42');
  });

  it('an unknown request leaves the form empty; a malformed id asks nothing', async () => {
    fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/contribute/prefill?requestId=9': () =>
        jsonResponse({ error: 'Request tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    renderPage(<ContributePage />, ['/contribute?requestId=9']);
    expect(((await screen.findByLabelText('Nama Sekolah')) as HTMLInputElement).value).toBe('');
    cleanup();

    const calls = fakeNetwork({ 'GET /api/auth/user': parent });
    renderPage(<ContributePage />, ['/contribute?schoolId=abc']);
    await screen.findByLabelText('Nama Sekolah');
    // the form's own lookups (the academic years) may run; nothing asks for a prefill
    const keys = calls.map((call) => call.key);
    expect(keys).toContain('GET /api/auth/user');
    expect(keys.filter((key) => key.includes('/api/contribute/prefill'))).toEqual([]);
  });

  it('anonymous visitors sign in and come back to the same link', async () => {
    const calls = fakeNetwork({
      'GET /api/auth/user': () => textResponse('Unauthorized', 401),
    });
    renderPage(<ContributePage />, ['/contribute?schoolId=42']);
    const link = await screen.findByRole('link', { name: 'Masuk dengan Google' });
    expect(link.getAttribute('href')).toBe(
      `/api/oauth/login?redirect=${encodeURIComponent('/contribute?schoolId=42')}`,
    );
    expect(calls.map((call) => call.key)).toEqual(['GET /api/auth/user']);
  });
});
