import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionFile } from '@core/contracts/submissions';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import { PREVIEW_UNAVAILABLE } from './file-preview';
import { SubmissionFiles } from './submission-files';

vi.mock('./pdf-view', () => ({
  default: ({ name }: { name: string }) => <p>PDF {name}</p>,
}));

const file = (over: Partial<SubmissionFile>): SubmissionFile => ({
  index: 0,
  name: 'brosur.png',
  uploadId: 'u',
  state: 'done',
  error: null,
  sizeBytes: 1024,
  contentType: 'image/png',
  ...over,
});

beforeEach(() => {
  // the zoom library measures its frame; jsdom has no layout
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  URL.createObjectURL = vi.fn(() => 'blob:brosur');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('SubmissionFiles', () => {
  it('shows an image from the download route in a zoomable frame', async () => {
    const calls = fakeNetwork({
      'GET /api/objects/download/4/0': () => new Response('png', { status: 200 }),
    });
    renderPage(
      <SubmissionFiles
        submissionId={4}
        files={[file({}), file({ index: 1, name: 'rincian.docx', contentType: 'x/docx' })]}
      />,
      ['/admin'],
    );
    const image = await screen.findByRole('img', { name: 'brosur.png' });
    expect(image.getAttribute('src')).toBe('blob:brosur');
    const toolbar = screen.getByRole('toolbar', {
      name: 'Perbesar atau perkecil Pratinjau brosur.png',
    });
    for (const name of ['Perbesar', 'Perkecil', 'Ukuran awal'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();

    // an Office file has no preview: it is downloaded, and nothing is fetched for it
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat rincian.docx' }));
    expect(await screen.findByText(PREVIEW_UNAVAILABLE)).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/objects/download/4/0']);
  });

  it('starts with a viewable file, and says why a file cannot be read', async () => {
    fakeNetwork({
      'GET /api/objects/download/4/1': () =>
        jsonResponse({ error: 'File masih diperiksa', code: 'CONFLICT' }, 409),
    });
    renderPage(
      <SubmissionFiles
        submissionId={4}
        files={[
          file({ index: 0, name: 'foto.heic', contentType: 'image/heic' }),
          file({ index: 1, name: 'rincian.pdf', contentType: 'application/pdf' }),
          file({ index: 2, name: 'baru.pdf', state: 'running', contentType: null }),
        ]}
      />,
      ['/admin'],
    );
    expect(await screen.findByText('File masih diperiksa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat baru.pdf' }));
    expect(await screen.findByText(/Pratinjau muncul setelah pemeriksaan selesai/)).toBeTruthy();
  });
});
