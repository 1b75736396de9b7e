import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionFile } from '@core/contracts/submissions';
import { fakeNetwork, renderPage } from '@web/lib/test-network';
import { SubmissionFiles } from '../file-viewer/submission-files';
import { proposedLines } from '../review/review-values';
import { SourceMarksProvider, useSourceMarks, type SourceMark } from './source-marks';

// Issue 21: the reviewer sees where each proposed line was read, as numbered
// boxes over the file, and asking for a line brings its file up with its box.

vi.mock('../file-viewer/pdf-view', () => ({
  default: ({ name }: { name: string }) => <p>PDF {name}</p>,
}));

const box = { x: 0.1, y: 0.2, w: 0.5, h: 0.05 };
const file = (index: number, name: string): SubmissionFile => ({
  index,
  name,
  uploadId: `u${index}`,
  state: 'done',
  error: null,
  sizeBytes: 1024,
  contentType: 'image/png',
});

beforeEach(() => {
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
  vi.unstubAllGlobals();
});

/** What the review form does: names its lines' places, and asks for one. */
function Form({ marks }: { marks: SourceMark[] }) {
  const { setMarks, show } = useSourceMarks();
  useEffect(() => setMarks(marks), [marks, setMarks]);
  return (
    <button type="button" onClick={() => show(2)}>
      Lihat baris 2
    </button>
  );
}

/** jsdom loads no image: give it the size a browser would read, then fire load. */
function loadImage(name: string, width: number, height: number) {
  const image = screen.getByRole('img', { name });
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
}

describe('source marks', () => {
  it('draws the lines of the shown file as numbered boxes; asking for a line shows its file and marks it', async () => {
    fakeNetwork({
      'GET /api/objects/download/4/0': () => new Response('png', { status: 200 }),
      'GET /api/objects/download/4/1': () => new Response('png', { status: 200 }),
    });
    const marks: SourceMark[] = [
      { line: 1, fileIndex: 0, page: 1, box },
      { line: 2, fileIndex: 1, page: 1, box: { ...box, y: 0.6 } },
      { line: 3, fileIndex: 1, page: 1, box: { ...box, y: 0.7 } },
    ];
    renderPage(
      <SourceMarksProvider>
        <SubmissionFiles submissionId={4} files={[file(0, 'depan.png'), file(1, 'belakang.png')]} />
        <Form marks={marks} />
      </SourceMarksProvider>,
      ['/admin'],
    );
    await screen.findByRole('img', { name: 'depan.png' });
    loadImage('depan.png', 800, 1000);
    const first = await screen.findByRole('img', { name: 'Letak 1 baris biaya yang terbaca' });
    const rect = first.querySelector('[data-line="1"] rect')!;
    // in the page's own pixels: x 0.1 of 800, less a padding of a quarter label (800 / 40 / 4)
    expect(Number(rect.getAttribute('x'))).toBeCloseTo(80 - 5);
    expect(first.querySelector('[data-line="2"]')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat baris 2' }));
    await screen.findByRole('img', { name: 'belakang.png' });
    expect(
      screen.getByRole('button', { name: 'Lihat belakang.png' }).getAttribute('aria-pressed'),
    ).toBe('true');
    loadImage('belakang.png', 600, 800);
    const second = await screen.findByRole('img', { name: 'Letak 2 baris biaya yang terbaca' });
    expect(second.querySelector('[data-line="2"]')?.getAttribute('data-active')).toBe('true');
    expect(second.querySelector('[data-line="3"]')?.getAttribute('data-active')).toBeNull();
  });

  it("the review form's proposed lines carry their file, page and box", () => {
    const lines = proposedLines(
      {
        files: [
          { index: 0, uploadId: 'u0' },
          { index: 1, uploadId: 'u1' },
        ],
        lines: [
          {
            label: 'SPP',
            amount: 1_250_000,
            frequency: 'Monthly',
            notes: null,
            category: null,
            origin: 'read',
            uploadId: 'u1',
            page: 2,
            box,
          },
          {
            label: 'Seragam',
            amount: 850_000,
            frequency: 'One-Time',
            notes: null,
            category: null,
            origin: 'typed',
            uploadId: null,
            page: null,
            box: null,
          },
        ],
        readings: [],
      },
      [],
    );
    expect(lines.map((line) => line.source)).toEqual([{ fileIndex: 1, page: 2, box }, null]);
    // without lines from the parent, the readings' lines with their file's index
    const read = proposedLines(
      {
        lines: [],
        readings: [
          {
            index: 3,
            status: 'done',
            message: null,
            lines: [
              {
                label: 'SPP',
                amount: 1,
                frequency: 'Monthly',
                variant: null,
                category: null,
                page: 1,
                box,
              },
            ],
          },
        ],
      },
      [],
    );
    expect(read[0]?.source).toEqual({ fileIndex: 3, page: 1, box });
  });
});
