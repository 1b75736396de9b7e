import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeeRuleInput } from '@core/contracts/fee-rules';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import { RuleForm } from './rule-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RuleForm', () => {
  it('says what is missing, then sends a provincial no-SPP rule', { timeout: 30_000 }, async () => {
    fakeNetwork({
      'GET /api/provinces': () =>
        jsonResponse([
          { id: '35', name: 'Jawa Timur', officialName: 'Jawa Timur', slug: 'jawa-timur' },
        ]),
    });
    const onSave = vi.fn(async (_rule: FeeRuleInput) => undefined);
    renderPage(<RuleForm rule={null} onSave={onSave} onCancel={() => {}} />, ['/admin']);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Cakupan'), 'province');
    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    for (const message of [
      'Nama singkat aturan wajib diisi',
      'Pilih provinsi untuk aturan provinsi',
      'Pilih minimal satu jenjang',
      'Pilih minimal satu jenis biaya untuk aturan yang menetapkan biaya',
      'Tanggal berlaku wajib diisi untuk aturan yang menetapkan biaya',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(
      screen.getByLabelText("Nama singkat (tampil setelah 'Aturan:')"),
      'Pergub Jatim 69/2019',
    );
    await user.selectOptions(screen.getByLabelText('Provinsi'), '35');
    await user.click(screen.getByLabelText('SMA'));
    await user.click(screen.getByLabelText('SMK'));
    await user.click(screen.getByLabelText('SPP'));
    await user.type(screen.getByLabelText('Berlaku sejak'), '2019-07-01');
    await user.type(
      screen.getByLabelText('Dasar aturan (nomor dan pasal)'),
      'Pergub Jatim 69/2019',
    );
    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      scope: 'province',
      provinceCode: '35',
      levels: ['SMA', 'SMK'],
      status: 'negeri',
      kind: 'no_spp',
      items: ['spp'],
      amount: 0,
      effectiveFrom: '2019-07-01',
      title: 'Pergub Jatim 69/2019',
    });
  });
});
