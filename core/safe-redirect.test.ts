import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/', '/'],
    ['/comparison?level=sd&provinceId=32', '/comparison?level=sd&provinceId=32'],
    ['/school/sd-1#biaya', '/school/sd-1#biaya'],
    ['/request-school?name=SD%20Cahaya', '/request-school?name=SD%20Cahaya'],
    ['/a/../b', '/b'],
    ['/a/./b/', '/a/b/'],
    ['/..', '/'],
    ['/jawa-barat/..', '/'],
    ['/sekolah baru', '/sekolah%20baru'],
    ['/sekolah%20baru', '/sekolah%20baru'],
    // decoded once only: a doubly encoded dot stays a literal '%2e'
    ['/%252e%252e/x', '/%252e%252e/x'],
    ['/a//b', '/a//b'],
    ['/?next=//elsewhere', '/?next=//elsewhere'],
  ])('keeps the same-site path %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    'https://other.example/',
    'HTTP://other.example',
    'http:other.example',
    'javascript:alert(1)',
    'dashboard',
    ' /dashboard',
    '//other.example',
    '///other.example',
    '/..//other.example',
    '/%2e%2e//other.example',
    '/%2E./%2e//other.example',
    '/.//other.example',
    '/a/../..//other.example',
    '/%2F%2Fother.example',
    '/%2f/other.example',
    '/\\other.example',
    '/%5Cother.example',
    '/%5c/other.example',
    '\\\\other.example',
    '/\t/other.example',
    '/%09/other.example',
    '/\n/other.example',
    '/%0d%0a/other.example',
    '/%00/x',
    '/%C0%AE%C0%AE//other.example',
    '/%E0%A4%A',
    '/dashboard?x=\u0000',
    '/api/oauth/logout',
    '/API/oauth/login?redirect=/',
    '/api',
    '/dev-oidc/auth',
    '',
    undefined,
    ['/dashboard'],
    `/${'a'.repeat(2100)}`,
  ])('falls back to / for %j', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
  });
});
