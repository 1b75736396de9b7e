import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import { ReportButton } from './report-button';

let answer: () => Response;
const posted: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posted.length = 0;
  answer = () =>
    new Response(JSON.stringify({ id: 1, createdAt: '2026-01-01T00:00:00Z' }), {
      status: 201,
    });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init?.body)) });
    return answer();
  });
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

async function openDialog() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportButton schoolId={42} schoolName="SD Negeri Uji" />
      <Toaster />
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: 'Laporkan Data' });
  await user.click(button);
  await screen.findByRole('dialog', {}, { timeout: 10_000 }); // first use loads the dialog chunk
  return { user, button };
}

describe('ReportButton and its dialog', () => {
  it('shows the school name read-only and the labels of SPEC', async () => {
    await openDialog();
    const school = screen.getByLabelText('Nama Sekolah') as HTMLInputElement;
    expect(school.value).toBe('SD Negeri Uji');
    expect(school.readOnly).toBe(true);
    expect(screen.getByLabelText('Nama Pelapor')).toBeTruthy();
    expect(screen.getByLabelText('Email/No WhatsApp')).toBeTruthy();
    expect(screen.getByLabelText('Deskripsi')).toBeTruthy();
  });

  it('names missing fields in Indonesian and sends nothing', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Deskripsi'), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(screen.getByText('Nama pelapor wajib diisi')).toBeTruthy();
    expect(screen.getByText('Deskripsi minimal 10 karakter')).toBeTruthy();
    expect(posted).toEqual([]);
    // the first invalid field takes the focus
    expect(document.activeElement).toBe(screen.getByLabelText('Nama Pelapor'));
    // once typed, the message goes
    await user.type(screen.getByLabelText('Nama Pelapor'), 'Ibu Sari');
    expect(screen.queryByText('Nama pelapor wajib diisi')).toBeNull();
  });

  it('sends contact as null, thanks the reporter, closes, resets and refocuses the button', async () => {
    const { user, button } = await openDialog();
    await user.type(screen.getByLabelText('Nama Pelapor'), 'Ibu Sari');
    await user.type(screen.getByLabelText('Deskripsi'), 'SPP tahun ini sudah naik.');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    await screen.findByText('Laporan berhasil dikirim. Terima kasih atas laporan Anda!');
    expect(posted).toEqual([
      {
        url: '/api/schools/42/reports',
        body: { reporterName: 'Ibu Sari', contact: null, description: 'SPP tahun ini sudah naik.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(button);
    await screen.findByRole('dialog');
    expect((screen.getByLabelText('Nama Pelapor') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Deskripsi') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the dialog and what was typed when sending fails', async () => {
    answer = () => new Response('boom', { status: 500 });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Nama Pelapor'), 'Ibu Sari');
    await user.type(screen.getByLabelText('Email/No WhatsApp'), '0812345678');
    await user.type(screen.getByLabelText('Deskripsi'), 'SPP tahun ini sudah naik.');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    await screen.findByText('Terjadi kesalahan saat mengirim laporan. Silakan coba lagi.');
    expect((posted[0]!.body as { contact: string }).contact).toBe('0812345678');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText('Nama Pelapor') as HTMLInputElement).value).toBe('Ibu Sari');
  });
});
