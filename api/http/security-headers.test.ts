import { describe, expect, it } from 'vitest';
import { tileSource } from './security-headers';

describe('tileSource', () => {
  it.each([
    ['https://{s}.tile.example/{z}/{x}/{y}.png', 'https://*.tile.example'],
    ['https://tiles.example:8443/styles/{z}/{x}/{y}.png?key=abc', 'https://tiles.example:8443'],
    ['http://127.0.0.1:8080/{z}/{x}/{y}.png', 'http://127.0.0.1:8080'],
    [undefined, undefined],
    ['', undefined],
    ['not a url', undefined],
    ['javascript:alert(1)//{z}', undefined],
  ])('%s -> %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});
