import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@web/components/ui/use-toast';
import { AuthPanel } from './auth-panel';
import {
  currentPath,
  fakeNetwork,
  jsonResponse,
  renderPage,
  textResponse,
} from '@web/lib/test-network';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const admin = {
  id: 3,
  role: 'site_admin',
  firstName: null,
  lastName: null,
  email: null,
  username: 'kepala',
};

describe('login tab', () => {
  it('shows the SPEC §5 messages for empty fields and sends nothing', async () => {
    const calls = fakeNetwork({});
    const user = userEvent.setup();
    renderPage(<AuthPanel />, ['/auth']);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Username harus diisi')).toBeTruthy();
    expect(screen.getByText('Password harus diisi')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a wrong password: Login Gagal with the server text', async () => {
    fakeNetwork({
      'POST /api/admin/login': () => textResponse('Username atau password salah', 401),
    });
    const user = userEvent.setup();
    renderPage(<AuthPanel />, ['/auth']);
    await user.type(screen.getByLabelText('Username'), 'kepala');
    await user.type(screen.getByLabelText('Password'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Login Gagal')).toBeTruthy();
    expect(screen.getByText('Username atau password salah')).toBeTruthy();
  });

  it('a right password: Login Berhasil, then /admin', async () => {
    fakeNetwork({
      'POST /api/admin/login': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ username: 'kepala', password: 'benar' });
        return jsonResponse(admin);
      },
      'GET /api/auth/user': () => jsonResponse(admin),
    });
    const user = userEvent.setup();
    renderPage(<AuthPanel />, ['/auth']);
    await user.type(screen.getByLabelText('Username'), 'kepala');
    await user.type(screen.getByLabelText('Password'), 'benar');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Selamat datang kembali!')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/admin'));
  });
});

describe('register tab', () => {
  async function openRegister() {
    const user = userEvent.setup();
    renderPage(<AuthPanel />, ['/auth']);
    await user.click(screen.getByRole('tab', { name: 'Daftar' }));
    return user;
  }

  it('validates username, password and e-mail', async () => {
    fakeNetwork({});
    const user = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Email'), 'bukan');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Username minimal 3 karakter')).toBeTruthy();
    expect(screen.getByText('Password minimal 6 karakter')).toBeTruthy();
    expect(screen.getByText('Email tidak valid')).toBeTruthy();
  });

  it('registers a pending school admin by default and says it awaits approval', async () => {
    fakeNetwork({
      'POST /api/admin/register': (init) => {
        expect(JSON.parse(String(init?.body))).toMatchObject({
          username: 'guru',
          role: 'school_admin',
        });
        return jsonResponse(
          { id: 9, username: 'guru', status: 'pending', requestedRole: 'school_admin' },
          201,
        );
      },
      'GET /api/auth/user': () => textResponse('Unauthorized', 401),
    });
    const user = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'guru');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.type(screen.getByLabelText('Email'), 'guru@contoh.test');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Registrasi Berhasil')).toBeTruthy();
    expect(screen.getByText('Akun admin telah dibuat!')).toBeTruthy();
    // (the toast's announcement is a status too while it is read out)
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
        expect.stringContaining('menunggu persetujuan'),
      ),
    );
  });

  it('a taken username: Registrasi Gagal with the server text', async () => {
    fakeNetwork({
      'POST /api/admin/register': () => textResponse('Username sudah digunakan', 409),
    });
    const user = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'kepala');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.type(screen.getByLabelText('Email'), 'k@contoh.test');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Registrasi Gagal')).toBeTruthy();
    expect(screen.getByText('Username sudah digunakan')).toBeTruthy();
  });
});
