import { describe, expect, it } from 'vitest';
import { injectHead, isClientRoute, withScriptNonce } from './html';

const TEMPLATE =
  '<html><head><meta charset="UTF-8" /><!--app-head--><title>Default</title><!--/app-head--></head><body></body></html>';

describe('injectHead', () => {
  it('replaces the defaults between the markers', () => {
    const html = injectHead(TEMPLATE, '<title>SD Negeri 1</title>');
    expect(html).toContain('<!--app-head--><title>SD Negeri 1</title><!--/app-head-->');
    expect(html).not.toContain('Default');
  });

  it('keeps the template when there is nothing to inject', () => {
    expect(injectHead(TEMPLATE, null)).toBe(TEMPLATE);
    expect(injectHead(TEMPLATE, '')).toBe(TEMPLATE);
  });

  it('appends before </head> when the markers are missing', () => {
    expect(injectHead('<head><title>x</title></head>', '<meta name="a" />')).toBe(
      '<head><title>x</title><meta name="a" /></head>',
    );
  });
});

describe('isClientRoute', () => {
  it.each([
    ['/', true],
    ['/jawa-barat/bandung/sd', true],
    ['/school/sd-negeri-1-bandung', true],
    ['/api/schools', false],
    ['/api', false],
    ['/assets/index-abc123.js', false],
    ['/og-image.jpg', false],
    ['/apiary', true],
  ])('%s -> %s', (path, expected) => {
    expect(isClientRoute(path)).toBe(expected);
  });
});

describe('withScriptNonce', () => {
  it('gives every script of the build the nonce, once', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script><script nonce="n1">b()</script></head><body><scripts-list></scripts-list></body>';
    expect(withScriptNonce(html, 'abc')).toBe(
      '<head><script nonce="abc">a()</script><script nonce="abc" type="module" src="/x.js"></script><script nonce="n1">b()</script></head><body><scripts-list></scripts-list></body>',
    );
  });

  it('leaves the HTML alone without a nonce', () => {
    expect(withScriptNonce('<script>a()</script>', undefined)).toBe('<script>a()</script>');
  });
});
