import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type SchoolListResponse, type SchoolSummary } from '@core/contracts/schools';
import { LISTING_TOO_DEEP } from '@core/contracts/school-queries';
import { ApiError } from '@web/lib/api-client';
import { SchoolResults } from './school-results';

afterEach(cleanup);

const school: SchoolSummary = {
  id: 1,
  npsn: '20200001',
  slug: 'sd-harapan',
  name: 'SD Harapan',
  educationLevel: 'sd',
  form: 'SD',
  status: 'private',
  description: null,
  curriculum: null,
  accreditation: null,
  group: null,
  district: null,
  city: { id: '32.73', name: 'Kota Bandung', slug: 'bandung' },
  province: { id: '32', name: 'Jawa Barat', slug: 'jawa-barat' },
  monthlyCost: null,
  costs: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderResults(props: {
  data?: SchoolListResponse;
  error?: unknown;
  page: number;
  onRetry?: () => void;
}) {
  render(
    <MemoryRouter>
      <SchoolResults
        data={props.data}
        isPending={false}
        isError={props.error !== undefined}
        error={props.error}
        page={props.page}
        hrefFor={(page) => `/indonesia?page=${page}`}
        empty={<p>kosong</p>}
        onRetry={props.onRetry}
      />
    </MemoryRouter>,
  );
}

describe('SchoolResults and the deepest page', () => {
  it("shows the api's request to narrow the filters, with a way back to page 1", () => {
    const body = JSON.stringify({ error: LISTING_TOO_DEEP, code: 'VALIDATION_ERROR' });
    renderResults({ error: new ApiError(400, body, 'Bad Request'), page: 90 });
    expect(screen.getByRole('alert').textContent).toContain(LISTING_TOO_DEEP);
    const back = screen.getByRole('link', { name: 'Kembali ke halaman pertama' });
    expect(back.getAttribute('href')).toBe('/indonesia?page=1');
  });

  it("says the list failed in Indonesian and offers 'Coba Lagi' for other errors", () => {
    let retried = 0;
    renderResults({ error: new ApiError(500, '', 'Internal'), page: 1, onRetry: () => retried++ });
    expect(screen.getByRole('alert').textContent).toContain('Data sekolah gagal dimuat.');
    // SPEC §8's fetch failure text stays on screen beside it
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch schools');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(retried).toBe(1);
  });

  it('offers pages up to 1,000 results and explains on the last one', () => {
    const data = { schools: [school], total: 220_000, page: 83, limit: 12 };
    renderResults({ data, page: 83 });
    expect(screen.queryByRole('link', { name: 'Halaman 84' })).toBeNull();
    expect(screen.getByText(LISTING_TOO_DEEP)).toBeTruthy();
    cleanup();
    renderResults({ data: { ...data, page: 1 }, page: 1 });
    expect(screen.queryByText(LISTING_TOO_DEEP)).toBeNull();
  });
});
