import { describe, expect, it } from 'vitest';
import { Client, currentUser, useAuthServer } from './auth-support';

const server = useAuthServer('signinredirect');

/**
 * A parent's whole sign-in through the development identity provider, started
 * with `redirect=<rawValue>` typed as is into the query string (so '%252e'
 * reaches the server as '%2e', as an attacker's link would). Answers the
 * Location our callback sends once the user is signed in.
 */
async function postSignInLocation(rawValue: string): Promise<string> {
  const client = new Client(server.url);
  let response = await client.request(`/api/oauth/login?redirect=${rawValue}`);
  // to the provider's sign-in form
  while (response.status >= 300 && response.status < 400)
    response = await client.request(new URL(response.headers.get('location')!, server.url).href);
  const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error(`no sign-in form: ${response.status}`);
  response = await client.request(action.replace(/&amp;/g, '&'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Orang Tua Redirect' }).toString(),
  });
  // through the provider's consent back to our callback
  for (let hops = 0; hops < 10; hops++) {
    const next = new URL(response.headers.get('location') ?? '', server.url);
    expect(next.origin).toBe(server.url);
    response = await client.request(next.href);
    if (next.pathname === '/api/oauth/callback') {
      expect(response.status).toBe(302);
      expect((await currentUser(client))?.role).toBe('parent');
      return response.headers.get('location')!;
    }
  }
  throw new Error('the provider never redirected back to the callback');
}

// [redirect= as typed in the URL, where the signed-in browser is sent]
const OFF_SITE_ATTEMPTS: string[] = [
  // dot segments that collapse into '//host'
  '/..//evil.test',
  '/%2e%2e//evil.test',
  '/%2E%2E//evil.test',
  '/.%2e//evil.test',
  '/%252e%252e//evil.test',
  '/%252E%252e//evil.test',
  '/.//evil.test',
  '/./..//evil.test',
  '/a/../..//evil.test',
  '/school/../../..//evil.test',
  // protocol-relative and its encodings
  '//evil.test',
  '///evil.test',
  '////evil.test',
  '%2F%2Fevil.test',
  '/%2F%2Fevil.test',
  '/%252F%252Fevil.test',
  '/%252f/evil.test',
  // backslashes (browsers read them as '/')
  '/%5Cevil.test',
  '/%5C/evil.test',
  '%5C%5Cevil.test',
  '/%255Cevil.test',
  '/%255c%255cevil.test',
  // control characters browsers drop
  '/%09/evil.test',
  '/%0A/evil.test',
  '/%0D%0A/evil.test',
  '/%2509/evil.test',
  '/%00//evil.test',
  '%09//evil.test',
  '%20//evil.test',
  // absolute URLs, any case, and other schemes
  'https://evil.test',
  'HTTPS://evil.test/',
  'hTtP://evil.test',
  'https:evil.test',
  'https:/evil.test',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  // relative and malformed
  'evil.test',
  './/evil.test',
  '/%25C0%25AE%25C0%25AE//evil.test',
  '/%E0%A4%A',
  // our own endpoints are not pages to land on
  '/api/oauth/logout',
  '/api/oauth/login%3Fredirect%3D//evil.test',
];

const SAME_SITE: [string, string][] = [
  ['/dashboard', '/dashboard'],
  ['%2Fcomparison%3Flevel%3Dsd', '/comparison?level=sd'],
  ['/school/sd-negeri-1%23biaya', '/school/sd-negeri-1#biaya'],
  ['/request-school%3Fname%3DSD%2520Cahaya', '/request-school?name=SD%20Cahaya'],
  ['/jawa-barat/../school/sd-1', '/school/sd-1'],
  ['/%25252e%25252e/x', '/%252e%252e/x'],
  ['/sekolah%20baru', '/sekolah%20baru'],
];

describe('post-sign-in redirect through the development provider', () => {
  it(`has a table of at least 30 bypass forms (${OFF_SITE_ATTEMPTS.length})`, () => {
    expect(OFF_SITE_ATTEMPTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(OFF_SITE_ATTEMPTS)('redirect=%s lands on /', async (raw) => {
    const location = await postSignInLocation(raw);
    expect(location).toBe('/');
  });

  it.each(SAME_SITE)('redirect=%s lands on %s', async (raw, expected) => {
    const location = await postSignInLocation(raw);
    expect(location).toBe(expected);
    expect(new URL(location, server.url).origin).toBe(server.url);
  });
});
