import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolSummary } from '@core/contracts/schools';
import { currentPath, fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import { EMPTY_FILTERS } from '../filters';
import { FilterSidebar } from './filter-sidebar';
import { HomeSearchForm } from './home-search-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const school = (id: number, name: string, slug: string): SchoolSummary => ({
  id,
  npsn: String(20_000_000 + id),
  slug,
  name,
  educationLevel: 'sd',
  form: 'SD',
  status: 'public',
  description: null,
  curriculum: null,
  accreditation: null,
  group: null,
  district: null,
  city: { id: '32.76', name: 'Kota Depok', slug: 'depok' },
  province: { id: '32', name: 'Jawa Barat', slug: 'jawa-barat' },
  monthlyCost: null,
  costs: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const SUKAMAJU = [
  school(1, 'SD Negeri Sukamaju', 'sd-negeri-sukamaju'),
  school(2, 'SD Negeri Sukamaju 2', 'sd-negeri-sukamaju-2'),
];
const PROVINCES = [{ id: '32', name: 'Jawa Barat', slug: 'jawa-barat' }];
const list = (schools: SchoolSummary[]) =>
  jsonResponse({ schools, total: schools.length, page: 1, limit: 5 });

function setup() {
  const calls = fakeNetwork({
    'GET /api/provinces': () => jsonResponse(PROVINCES),
    'GET /api/schools?q=sd+negeri+sukam&limit=5': () => list(SUKAMAJU),
    'GET /api/schools?q=sd+negeri+sukam&province=jawa-barat&limit=5': () => list([SUKAMAJU[1]!]),
  });
  renderPage(<HomeSearchForm />, ['/']);
  const field = screen.getByRole('combobox', { name: 'Nama Sekolah atau Lokasi' });
  return { calls, field, user: userEvent.setup() };
}

const suggested = () =>
  within(screen.getByRole('listbox', { name: 'Saran nama sekolah' })).getAllByRole('option');
const options = () => suggested().map((option) => option.firstChild?.textContent);

describe('name suggestions under the hero search', () => {
  it('offers whole names for a name typed partway, and opens the one chosen with the keys', async () => {
    const { field, user } = setup();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.type(field, 'sd negeri sukam');
    await waitFor(() => expect(options()).toEqual(['SD Negeri Sukamaju', 'SD Negeri Sukamaju 2']));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = suggested()[1]!;
    expect(second.id).not.toBe('');
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(suggested()[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/school/sd-negeri-sukamaju-2'));
  });

  it('asks within the chosen province, and a tap opens the school', async () => {
    const { calls, field, user } = setup();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Jawa Barat' })).toBeTruthy());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provinsi' }), 'jawa-barat');
    await user.type(field, 'sd negeri sukam');
    await waitFor(() => expect(options()).toEqual(['SD Negeri Sukamaju 2']));
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/schools?q=sd+negeri+sukam&province=jawa-barat&limit=5',
    );
    await user.click(screen.getByRole('option', { name: /SD Negeri Sukamaju 2/ }));
    await waitFor(() => expect(currentPath()).toBe('/school/sd-negeri-sukamaju-2'));
  });

  it('searches as before on Enter without a chosen name, and asks nothing for two letters', async () => {
    const { calls, field, user } = setup();
    await user.type(field, 'sd');
    expect(calls.filter((call) => call.key.startsWith('GET /api/schools'))).toEqual([]);
    await user.type(field, ' negeri sukam');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/indonesia?q=sd+negeri+sukam'));
  });

  it("in a hub's sidebar, offers the names of its city", async () => {
    const calls = fakeNetwork({
      'GET /api/provinces': () => jsonResponse(PROVINCES),
      'GET /api/provinces/jawa-barat/cities': () =>
        jsonResponse([
          { id: '32.76', name: 'Kota Depok', slug: 'depok', provinceId: '32', kind: 'kota' },
        ]),
      'GET /api/schools?q=sd+negeri+sukam&province=jawa-barat&city=depok&limit=5': () =>
        list([SUKAMAJU[0]!]),
    });
    renderPage(
      <FilterSidebar applied={{ ...EMPTY_FILTERS, province: 'jawa-barat', city: 'depok' }} />,
      ['/jawa-barat/depok'],
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Cari Sekolah' }), 'sd negeri sukam');
    await waitFor(() => expect(options()).toEqual(['SD Negeri Sukamaju']));
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/schools?q=sd+negeri+sukam&province=jawa-barat&city=depok&limit=5',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/school/sd-negeri-sukamaju'));
  });
});
