import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import { filesPayload, type UploadItem } from '../upload-item';
import { ContributeForm } from './contribute-form';
import { ContributeSignIn } from './contribute-sign-in';

let calls: string[];
let onSent: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  calls = [];
  onSent = vi.fn<() => void>();
  // the api refuses upload URLs: the widget must say so
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return new Response('{"error":"Terjadi kesalahan pada server."}', { status: 500 });
  });
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderForm() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContributeForm onSent={onSent} />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('ContributeForm', () => {
  it('has the fields of SPEC §2, the review notice and the contributor switch on', () => {
    renderForm();
    for (const level of ['Playgroup', 'TK/PAUD', 'SD/Sederajat', 'SMP/Sederajat', 'SMA/SMK'])
      expect(screen.getByRole('checkbox', { name: level })).toBeTruthy();
    expect(screen.getByLabelText('Nama Sekolah')).toBeTruthy();
    expect(screen.getByLabelText('Kota/Kabupaten')).toBeTruthy();
    expect(screen.getByLabelText('Nomor HP/WhatsApp')).toBeTruthy();
    expect(screen.getByText(/diperiksa oleh tim kami sebelum dipublikasikan/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Tampilkan nama saya sebagai kontributor' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('Nama Lengkap')).toBeTruthy();
    expect(screen.getByLabelText('Profil Singkat (opsional)')).toBeTruthy();
  });

  it('shows every SPEC §5 message and the form-level file message, and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Nomor HP/WhatsApp'), '0812');
    await user.click(screen.getByRole('button', { name: 'Kirim Data' }));
    for (const message of [
      'Pilih minimal satu jenjang pendidikan',
      'Nama sekolah wajib diisi',
      'Nama kota/kabupaten wajib diisi',
      'Nomor HP minimal 10 digit',
      'Nama lengkap wajib diisi jika ingin ditampilkan sebagai kontributor',
      'Upload minimal satu file',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    await user.clear(screen.getByLabelText('Nomor HP/WhatsApp'));
    await user.type(screen.getByLabelText('Nomor HP/WhatsApp'), '0812345678901234');
    expect(await screen.findByText('Nomor HP maksimal 15 digit')).toBeTruthy();
    expect(calls.filter((call) => call.includes('school-submissions'))).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('hides name and profile when the contributor opts out, and no longer asks for a name', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('switch', { name: /kontributor/ }));
    expect(screen.queryByLabelText('Nama Lengkap')).toBeNull();
    expect(screen.queryByLabelText('Profil Singkat (opsional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kirim Data' }));
    await screen.findByText('Nama sekolah wajib diisi');
    expect(screen.queryByText(/Nama lengkap wajib diisi/)).toBeNull();
  });

  it("shows 'Failed to get upload URL' on a file whose upload URL was refused", async () => {
    const user = renderForm();
    const file = new File(['%PDF-1.4 rincian'], 'rincian.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('pilih file'), file);
    const list = await screen.findByRole('list', { name: 'File yang diunggah' });
    await within(list).findByText(/Failed to get upload URL/, {}, { timeout: 10_000 });
    expect(calls).toContain('POST /api/objects/upload');
    expect(within(list).getByRole('button', { name: 'Coba lagi rincian.pdf' })).toBeTruthy();
    // removing it empties the list
    await user.click(within(list).getByRole('button', { name: 'Batalkan rincian.pdf' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'File yang diunggah' })).toBeNull(),
    );
  });

  it('refuses files of other types and an 11th file with Indonesian messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContributeForm onSent={onSent} />
      </QueryClientProvider>,
    );
    const program = new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' });
    await user.upload(screen.getByLabelText('pilih file'), program);
    expect(
      await screen.findByText(/Jenis file tidak didukung/, {}, { timeout: 10_000 }),
    ).toBeTruthy();

    const pages = Array.from(
      { length: 11 },
      (_, i) => new File([`%PDF-1.4 ${i}`], `halaman-${i}.pdf`, { type: 'application/pdf' }),
    );
    await user.upload(screen.getByLabelText('pilih file'), pages);
    expect(await screen.findByText('Maksimal 10 file')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'File yang diunggah' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('filesPayload', () => {
  it('names the finished files and maps each upload uuid to its name', () => {
    const item = (id: string, state: UploadItem['state'], uploadId?: string): UploadItem => ({
      id,
      name: `${id}.pdf`,
      size: 1,
      progress: 100,
      state,
      ...(uploadId && { uploadId }),
    });
    expect(
      filesPayload([item('a', 'done', 'u-1'), item('b', 'error'), item('c', 'done', 'u-2')]),
    ).toEqual({ uploadedFiles: ['a.pdf', 'c.pdf'], fileMappings: '{"u-1":"a.pdf","u-2":"c.pdf"}' });
  });
});

describe('ContributeSignIn', () => {
  it('sends anonymous visitors to Google sign-in coming back to /contribute', () => {
    render(<ContributeSignIn />);
    const link = screen.getByRole('link', { name: 'Masuk dengan Google' });
    expect(link.getAttribute('href')).toBe('/api/oauth/login?redirect=%2Fcontribute');
  });
});
