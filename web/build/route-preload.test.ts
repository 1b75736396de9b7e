// @vitest-environment jsdom
import type { Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePreload } from './route-preload';

type Handler = (html: string, ctx: { bundle: Rolldown.OutputBundle }) => string;

const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
  ({ type: 'chunk', fileName, imports: [], code: '', ...fields }) as Rolldown.OutputChunk;

// an entry importing the app chunk; the hub page importing a small and a large chunk
const BUNDLE = {
  'assets/index-a.js': chunk('assets/index-a.js', {
    isEntry: true,
    imports: ['assets/app-b.js'],
  }),
  'assets/app-b.js': chunk('assets/app-b.js', { code: 'x'.repeat(9000) }),
  'assets/listing-c.js': chunk('assets/listing-c.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/web/src/app/routes/listing.tsx',
    imports: ['assets/small-d.js', 'assets/big-e.js', 'assets/app-b.js'],
  }),
  'assets/small-d.js': chunk('assets/small-d.js', { code: 'x'.repeat(500) }),
  'assets/big-e.js': chunk('assets/big-e.js', { code: 'x'.repeat(6000) }),
} as unknown as Rolldown.OutputBundle;

const HTML = `<html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/app-b.js">
</head><body><div id="root"></div></body></html>`;

function loaderSource(): string {
  const plugin = routePreload();
  const { handler } = plugin.transformIndexHtml as unknown as { handler: Handler };
  const html = handler(HTML, { bundle: BUNDLE });
  expect(html).not.toContain('src="/assets/index-a.js"></script>');
  return /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
}

const started = () => document.head.querySelector('script[src="/assets/index-a.js"]') !== null;
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

describe('the inline loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    window.history.pushState({}, '', '/jawa-barat/bandung');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts at once on a page the server did not render, preloading the page's larger chunks", () => {
    document.body.innerHTML = '<div id="root"></div>';
    new Function(loaderSource())();
    vi.advanceTimersByTime(1);
    expect(started()).toBe(true);
    expect(preloaded()).toEqual(['/assets/app-b.js', '/assets/listing-c.js', '/assets/big-e.js']);
  });

  it('waits for the first paint of a server-rendered page (300 ms where it cannot be seen)', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Sekolah di Kota Bandung</h1></main></div>';
    new Function(loaderSource())();
    vi.advanceTimersByTime(250);
    expect(started()).toBe(false);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(60);
    expect(started()).toBe(true);
  });
});
