import { describe, expect, it } from 'vitest';
import { counterText, keyStep, nextIndex, previousIndex, wrapIndex } from './viewer-state';

describe('gallery viewer index', () => {
  it('wraps forward from the last image to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('wraps back from the first image to the last', () => {
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('stays at 0 with a single image and never divides by zero', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(-7, 3)).toBe(2);
  });

  it('counts "n / total" only when there is more than one image', () => {
    expect(counterText(0, 4)).toBe('1 / 4');
    expect(counterText(3, 4)).toBe('4 / 4');
    expect(counterText(0, 1)).toBeNull();
  });

  it('maps the arrow keys to steps', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('Escape')).toBe(0);
  });
});
