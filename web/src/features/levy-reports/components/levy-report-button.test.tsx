import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import { LevyReportButton } from './levy-report-button';

const TITLE = 'Sekolah memungut biaya yang dilarang aturan';
const ruleRef = {
  id: 'R01',
  title: 'Permendikbud 44/2012 Pasal 9(1)',
  instrument: 'Permendikbud 44/2012',
  kind: 'no_fee',
  scope: 'national',
  provinceName: null,
  evidence: 'regulation_text',
  evidenceLabel: 'Teks peraturan',
  effectiveFrom: null,
  effectiveLabel: null,
  sources: [],
} as const;

let rules: SchoolFeeRules;
let answer: () => Response;
const posted: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posted.length = 0;
  rules = {
    schoolId: 7,
    rules: [
      { rule: { ...ruleRef, sources: [] }, fixes: ['spp', 'uang_pangkal'], explanation: null },
    ],
  };
  answer = () =>
    new Response(JSON.stringify({ id: 1, createdAt: '2026-01-01T00:00:00Z' }), { status: 201 });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET')
      return new Response(JSON.stringify(rules), { status: 200 });
    posted.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderButton() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <LevyReportButton schoolId={7} schoolName="SD Negeri Uji" />
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

async function openDialog() {
  const user = userEvent.setup();
  renderButton();
  await user.click(await screen.findByRole('button', { name: TITLE }));
  await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return user;
}

describe('LevyReportButton', () => {
  it('is absent where no rule fixes a fee of the school at Rp0', async () => {
    rules = {
      schoolId: 7,
      rules: [{ rule: { ...ruleRef, sources: [] }, fixes: [], explanation: 'Iuran komite …' }],
    };
    const client = renderButton();
    // the rules were asked for and answered: still no button
    await waitFor(() =>
      expect(client.getQueryState(['schools', 7, 'fee-rules'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: TITLE })).toBeNull();
  });

  it('offers the items the rule fixes, names what is missing, and sends nothing', async () => {
    const user = await openDialog();
    const select = screen.getByLabelText('Biaya yang dipungut') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Pilih biaya',
      'SPP (Aturan: Permendikbud 44/2012 Pasal 9(1))',
      'Uang Pangkal (Aturan: Permendikbud 44/2012 Pasal 9(1))',
    ]);
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(screen.getByText('Pilih biaya yang dipungut')).toBeTruthy();
    expect(screen.getByText('Ceritakan pungutannya, minimal 10 karakter')).toBeTruthy();
    expect(document.activeElement).toBe(select);
    expect(posted).toEqual([]);
  });

  it('sends the rule, item and amount without a name, thanks and closes', async () => {
    const user = await openDialog();
    await user.selectOptions(screen.getByLabelText('Biaya yang dipungut'), 'R01:spp');
    await user.type(screen.getByLabelText('Jumlah yang diminta (Rp)'), '150.000');
    await user.type(
      screen.getByLabelText('Ceritakan pungutannya'),
      'Diminta SPP tiap bulan lewat komite.',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    await screen.findByText(
      'Laporan pungutan terkirim. Terima kasih, admin Biaya Sekolah akan menindaklanjutinya.',
    );
    expect(posted).toEqual([
      {
        url: '/api/schools/7/levy-reports',
        body: {
          ruleId: 'R01',
          item: 'spp',
          amount: 150_000,
          reporterName: null,
          contact: null,
          description: 'Diminta SPP tiap bulan lewat komite.',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          error: 'Aturan ini tidak menetapkan biaya tersebut Rp0 untuk sekolah ini',
          code: 'VALIDATION_ERROR',
        }),
        { status: 400 },
      );
    const user = await openDialog();
    await user.selectOptions(screen.getByLabelText('Biaya yang dipungut'), 'R01:uang_pangkal');
    await user.type(screen.getByLabelText('Ceritakan pungutannya'), 'Uang pangkal Rp 2 juta.');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    await screen.findByText('Aturan ini tidak menetapkan biaya tersebut Rp0 untuk sekolah ini');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText('Ceritakan pungutannya') as HTMLTextAreaElement).value).toBe(
      'Uang pangkal Rp 2 juta.',
    );
  });
});
