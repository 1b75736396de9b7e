import { beforeAll, describe, expect, it } from 'vitest';
import type { Favorite, FavoriteStatus } from '@core/contracts/favorites';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { FAVORITE_RATE_LIMIT } from '@api/modules/favorites/favorites.routes';
import { Client, signInParent, useAuthServer } from './auth-support';

const server = useAuthServer('authfavorites');
let schools: number[];
let parent: Client;

beforeAll(async () => {
  await seedRegions(server.db.sql);
  schools = await seedSchools(server.db.sql, { count: 3, namePrefix: 'SD Negeri Favorit' });
  parent = new Client(server.url);
  await signInParent(parent, 'Rina Wijaya');
});

const changedEvents = async (schoolId: number) =>
  (
    await server.db.sql<{ id: number }[]>`
      SELECT id FROM outbox
      WHERE event_type = 'school.favorites_changed' AND (payload->>'schoolId')::bigint = ${schoolId}`
  ).length;

describe('favourites', () => {
  it('adds, reports and lists a favourite with what a dashboard card shows', async () => {
    const [schoolId] = schools as [number];
    const status = async () =>
      (await parent.get<FavoriteStatus>(`/api/favorites/${schoolId}/status`)).isFavorite;
    expect(await status()).toBe(false);

    const added = await parent.json('/api/favorites', 'POST', { schoolId });
    expect(added.status).toBe(201);
    expect(await status()).toBe(true);

    const list = await parent.get<Favorite[]>('/api/favorites');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      school: {
        id: schoolId,
        name: 'SD Negeri Favorit 1',
        educationLevel: 'sd',
        city: { name: 'Kota Bandung', slug: 'bandung' },
        province: { slug: 'jawa-barat' },
      },
    });
    expect(list[0]!.school.slug).toMatch(/^sd-negeri-favorit-1-/);
  });

  it('changes popularity: one school.favorites_changed event per real change, none for no-ops', async () => {
    const schoolId = schools[1]!;
    const before = await changedEvents(schoolId);
    await parent.json('/api/favorites', 'POST', { schoolId });
    await parent.json('/api/favorites', 'POST', { schoolId });
    expect(await changedEvents(schoolId)).toBe(before + 1);
    expect((await parent.request(`/api/favorites/${schoolId}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await parent.request(`/api/favorites/${schoolId}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(await changedEvents(schoolId)).toBe(before + 2);
  });

  it('keeps each user to their own favourites', async () => {
    const other = new Client(server.url);
    await signInParent(other, 'Ahmad Fauzi');
    expect(await other.get<Favorite[]>('/api/favorites')).toEqual([]);
    const schoolId = schools[0]!;
    expect((await other.get<FavoriteStatus>(`/api/favorites/${schoolId}/status`)).isFavorite).toBe(
      false,
    );
    // removing someone else's favourite touches only one's own (none)
    await other.request(`/api/favorites/${schoolId}`, { method: 'DELETE' });
    expect((await parent.get<FavoriteStatus>(`/api/favorites/${schoolId}/status`)).isFavorite).toBe(
      true,
    );
  });

  it('rejects unknown schools and bad ids', async () => {
    const unknown = await parent.json('/api/favorites', 'POST', { schoolId: 987654 });
    expect(unknown.status).toBe(404);
    expect((await parent.json('/api/favorites', 'POST', { schoolId: 'abc' })).status).toBe(400);
    expect((await parent.json('/api/favorites', 'POST', {})).status).toBe(400);
    expect((await parent.request('/api/favorites/abc/status')).status).toBe(400);
  });

  it('asks anonymous visitors to sign in (401) and is never cached', async () => {
    const anonymous = new Client(server.url);
    expect((await anonymous.request('/api/favorites')).status).toBe(401);
    expect((await anonymous.json('/api/favorites', 'POST', { schoolId: schools[0] })).status).toBe(
      401,
    );
    expect(
      (await anonymous.request(`/api/favorites/${schools[0]}`, { method: 'DELETE' })).status,
    ).toBe(401);
    expect((await anonymous.request(`/api/favorites/${schools[0]}/status`)).status).toBe(401);
    expect((await parent.request('/api/favorites')).headers.get('cache-control')).toBe('no-store');
  });

  it('limits saving and removing per user (issue 24): a toggling script is refused, others are not', async () => {
    const flooder = new Client(server.url);
    await signInParent(flooder, 'Pengetuk Cepat');
    const schoolId = schools[2]!;
    const statuses: number[] = [];
    for (let i = 0; i < FAVORITE_RATE_LIMIT.points + 1; i += 1) {
      const res =
        i % 2 === 0
          ? await flooder.json('/api/favorites', 'POST', { schoolId })
          : await flooder.request(`/api/favorites/${schoolId}`, { method: 'DELETE' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, FAVORITE_RATE_LIMIT.points).every((s) => s === 201 || s === 200)).toBe(
      true,
    );
    const refused = statuses.at(-1);
    expect(refused).toBe(429);
    // reading one's favourites is not a change, and another parent is not held
    expect((await flooder.request('/api/favorites')).status).toBe(200);
    expect((await parent.json('/api/favorites', 'POST', { schoolId })).status).toBe(201);
  });
});
