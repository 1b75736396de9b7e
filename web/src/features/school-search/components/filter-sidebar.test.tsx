import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { citiesQuery, provincesQuery } from '@web/lib/regions';
import { parseHubFilters } from '../filters';
import { FilterSidebar } from './filter-sidebar';

const PROVINCES = [
  { id: '32', name: 'Jawa Barat', officialName: 'Jawa Barat', slug: 'jawa-barat' },
  { id: '31', name: 'DKI Jakarta', officialName: 'DKI Jakarta', slug: 'dki-jakarta' },
];
const city = (id: string, name: string, slug: string, provinceId: string) => ({
  id,
  name,
  slug,
  provinceId,
  kind: 'kota' as const,
  schoolCount: 10,
});

function Hub() {
  const params = useParams<'province' | 'city' | 'level'>();
  const [search] = useSearchParams();
  const location = useLocation();
  const { filters } = parseHubFilters(params, search);
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <FilterSidebar key={`${location.pathname}${location.search}`} applied={filters} />
    </>
  );
}

function renderAt(url: string) {
  const client = createQueryClient();
  client.setQueryData(provincesQuery().queryKey, PROVINCES);
  client.setQueryData(citiesQuery('jawa-barat').queryKey, [
    city('32.73', 'Kota Bandung', 'bandung', '32'),
    city('32.76', 'Kota Depok', 'depok', '32'),
  ]);
  client.setQueryData(citiesQuery('dki-jakarta').queryKey, [
    city('31.74', 'Kota Administrasi Jakarta Selatan', 'jakarta-selatan', '31'),
  ]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/indonesia" element={<Hub />} />
          <Route path="/:province/:city?/:level?" element={<Hub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const apply = () => screen.getByRole('button', { name: 'Terapkan Filter' }) as HTMLButtonElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

afterEach(cleanup);

describe('FilterSidebar', () => {
  it('enables apply only while the draft differs from the applied filters', async () => {
    const user = renderAt('/jawa-barat/bandung');
    expect(apply().disabled).toBe(true);
    await user.selectOptions(select('Jenjang Pendidikan'), 'sd');
    expect(apply().disabled).toBe(false);
    await user.selectOptions(select('Jenjang Pendidikan'), 'all');
    expect(apply().disabled).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Cari Sekolah' }), '   ');
    expect(apply().disabled).toBe(true); // blanks are not a filter
  });

  it('treats Playgroup and TK/PAUD as the same level', async () => {
    const user = renderAt('/jawa-barat/bandung/tk');
    expect(select('Jenjang Pendidikan').value).toBe('tk');
    await user.selectOptions(select('Jenjang Pendidikan'), 'playgroup');
    expect(apply().disabled).toBe(true);
  });

  it('keeps the city disabled until a province is chosen and clears it with the province', async () => {
    const user = renderAt('/indonesia');
    expect(select('Kota/Kabupaten').disabled).toBe(true);
    await user.selectOptions(select('Provinsi'), 'jawa-barat');
    expect(select('Kota/Kabupaten').disabled).toBe(false);
    await user.selectOptions(select('Kota/Kabupaten'), 'depok');
    await user.selectOptions(select('Provinsi'), 'dki-jakarta');
    expect(select('Kota/Kabupaten').value).toBe('all');
  });

  it('navigates to slug paths, with the level in the path only under a city', async () => {
    const user = renderAt('/indonesia?page=4');
    await user.selectOptions(select('Provinsi'), 'jawa-barat');
    await user.selectOptions(select('Jenjang Pendidikan'), 'smp');
    await user.click(apply());
    expect(screen.getByTestId('url').textContent).toBe('/jawa-barat?level=smp');

    await user.selectOptions(select('Kota/Kabupaten'), 'bandung');
    await user.type(screen.getByRole('combobox', { name: 'Cari Sekolah' }), ' negeri ');
    await user.click(apply());
    expect(screen.getByTestId('url').textContent).toBe('/jawa-barat/bandung/smp?q=negeri');

    await user.click(screen.getByRole('button', { name: 'Hapus Semua Filter' }));
    expect(screen.getByTestId('url').textContent).toBe('/indonesia');
  });
});
