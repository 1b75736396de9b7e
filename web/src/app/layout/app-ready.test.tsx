import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionReady } from './app-ready';

describe('SectionReady', () => {
  it('marks the app ready only once the navbar, the page and the footer have all run', () => {
    delete document.documentElement.dataset.appReady;
    const first = render(
      <>
        <SectionReady section="navbar" />
        <SectionReady section="page" />
      </>,
    );
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    first.unmount();
    render(<SectionReady section="footer" />);
    expect(document.documentElement.dataset.appReady).toBe('true');
  });
});
