import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@web/components/ui/use-toast';
import {
  currentPath,
  fakeNetwork,
  jsonResponse,
  renderPage,
  textResponse,
  type NetworkHandler,
} from '@web/lib/test-network';
import { RequestSchoolForm } from './request-school-form';

vi.mock('../navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('../navigate');

const PARENT = { id: 7, role: 'parent', firstName: 'Sari', lastName: null, email: null };
const signedIn: NetworkHandler = () => jsonResponse(PARENT);
const created: NetworkHandler = (init) =>
  jsonResponse({ id: 1, ...JSON.parse(String(init?.body)), status: 'requested' }, 201);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockReset();
});

function open(path = '/request-school', history: string[] = ['/jawa-barat']) {
  return renderPage(<RequestSchoolForm />, [...history, path]);
}

async function fillBlock(index: number, name: string, level: string, city: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const headings = screen.getAllByRole('heading', { name: /^Sekolah \d$/ });
  const block = headings[index]!.closest('div')!.parentElement!;
  await user.clear(within(block).getByLabelText('Nama Sekolah'));
  await user.type(within(block).getByLabelText('Nama Sekolah'), name);
  await user.selectOptions(within(block).getByLabelText('Jenjang Pendidikan'), level);
  await user.clear(within(block).getByLabelText('Kota/Kabupaten'));
  await user.type(within(block).getByLabelText('Kota/Kabupaten'), city);
}

describe('RequestSchoolForm', () => {
  it('prefills the first block from name, city and level', async () => {
    fakeNetwork({ 'GET /api/auth/user': signedIn });
    open('/request-school?name=SD%20Cahaya&city=Depok&level=sd');
    expect((screen.getByLabelText('Nama Sekolah') as HTMLInputElement).value).toBe('SD Cahaya');
    expect((screen.getByLabelText('Kota/Kabupaten') as HTMLInputElement).value).toBe('Depok');
    expect((screen.getByLabelText('Jenjang Pendidikan') as HTMLSelectElement).value).toBe('SD');
    const levels = within(screen.getByLabelText('Jenjang Pendidikan')).getAllByRole('option');
    expect(levels.map((o) => o.textContent)).toEqual([
      'Pilih jenjang',
      'Playgroup',
      'TK',
      'SD',
      'SMP',
      'SMA',
      'SMK',
    ]);
  });

  it('adds blocks, and offers removal only while there is more than one', async () => {
    fakeNetwork({ 'GET /api/auth/user': signedIn });
    open();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.queryByRole('button', { name: /^Hapus/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tambah Sekolah Lain' }));
    expect(screen.getAllByRole('heading', { name: /^Sekolah \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Hapus Sekolah 2' }));
    expect(screen.getAllByRole('heading', { name: /^Sekolah \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Hapus/ })).toBeNull();
  });

  it('refuses an incomplete block with a toast and sends nothing', async () => {
    const calls = fakeNetwork({ 'GET /api/auth/user': signedIn });
    open('/request-school?name=SD%20Cahaya');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Kirim Request' }));
    expect(await screen.findByText('Data Tidak Lengkap')).toBeTruthy();
    expect(screen.getByText('Mohon lengkapi semua field untuk setiap sekolah')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('sends one request per block, thanks, and goes to /school-requests', async () => {
    let inFlight = 0;
    let together = 0;
    const calls = fakeNetwork({
      'GET /api/auth/user': signedIn,
      'POST /api/school-requests': async (init) => {
        inFlight += 1;
        together = Math.max(together, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return created(init);
      },
    });
    open();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillBlock(0, 'SD Cahaya', 'SD', 'Depok');
    await user.click(screen.getByRole('button', { name: 'Tambah Sekolah Lain' }));
    await fillBlock(1, 'TK Pelangi', 'TK', 'Bandung');
    await user.click(screen.getByRole('button', { name: 'Kirim Request' }));
    expect(await screen.findByText('Request Berhasil')).toBeTruthy();
    expect(screen.getByText('2 sekolah berhasil direquest')).toBeTruthy();
    expect(together).toBe(2);
    expect(calls.filter((c) => c.key === 'POST /api/school-requests').map((c) => c.body)).toEqual([
      { requestedSchoolName: 'SD Cahaya', educationLevel: 'SD', city: 'Depok' },
      { requestedSchoolName: 'TK Pelangi', educationLevel: 'TK', city: 'Bandung' },
    ]);
    await waitFor(() => expect(currentPath()).toBe('/school-requests'));
  });

  it('keeps only the blocks that failed, with the failure toast', async () => {
    fakeNetwork({
      'GET /api/auth/user': signedIn,
      'POST /api/school-requests': (init) =>
        String(init?.body).includes('Gagal') ? textResponse('boom', 500) : created(init),
    });
    open();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillBlock(0, 'SD Berhasil', 'SD', 'Depok');
    await user.click(screen.getByRole('button', { name: 'Tambah Sekolah Lain' }));
    await fillBlock(1, 'SD Gagal', 'SD', 'Depok');
    await user.click(screen.getByRole('button', { name: 'Kirim Request' }));
    expect(await screen.findByText('Request Gagal')).toBeTruthy();
    expect(screen.getByText('Terjadi kesalahan saat mengirim request')).toBeTruthy();
    const names = screen.getAllByLabelText('Nama Sekolah') as HTMLInputElement[];
    expect(names.map((input) => input.value)).toEqual(['SD Gagal']);
    expect(currentPath()).toBe('/request-school');
  });

  it('a 401 asks for sign-in, then goes there after 500 ms', async () => {
    fakeNetwork({
      'GET /api/auth/user': signedIn,
      'POST /api/school-requests': () => textResponse('Unauthorized', 401),
    });
    open();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillBlock(0, 'SD Cahaya', 'SD', 'Depok');
    await user.click(screen.getByRole('button', { name: 'Kirim Request' }));
    expect(await screen.findByText('Login Diperlukan')).toBeTruthy();
    expect(screen.getByText('Anda harus login untuk request data sekolah')).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(goTo).toHaveBeenCalledWith('/api/oauth/login?redirect=%2Frequest-school');
  });

  it('signed out: the login dialog offers Google sign-in, and closing it goes back', async () => {
    fakeNetwork({ 'GET /api/auth/user': () => textResponse('Unauthorized', 401) });
    open('/request-school?name=SD%20Cahaya', ['/jawa-barat/bandung']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hanya 2 menit')).toBeTruthy();
    const google = within(dialog).getByRole('link', { name: 'Masuk dengan Google' });
    expect(google.getAttribute('href')).toBe(
      '/api/oauth/login?redirect=%2Frequest-school%3Fname%3DSD%2520Cahaya',
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(currentPath()).toBe('/jawa-barat/bandung'));
  });
});
