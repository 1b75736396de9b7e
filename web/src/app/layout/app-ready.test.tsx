import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartReady, SectionReady, usePendingPart } from './app-ready';

/** The layout's three sections, each run. */
function AllSections() {
  return (
    <>
      <SectionReady section="navbar" />
      <SectionReady section="page" />
      <SectionReady section="footer" />
    </>
  );
}

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

  it('waits for the lazy parts the page met until each has run', () => {
    delete document.documentElement.dataset.appReady;
    let part = '';
    function LazyPartMet() {
      part = usePendingPart();
      return null;
    }
    render(
      <>
        <LazyPartMet />
        <AllSections />
      </>,
    );
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    render(<PartReady id={part} />);
    expect(document.documentElement.dataset.appReady).toBe('true');
  });

  it('stops waiting for a lazy part the page no longer shows (an unknown place)', () => {
    delete document.documentElement.dataset.appReady;
    function LazyPartMet() {
      usePendingPart();
      return null;
    }
    const page = render(
      <>
        <LazyPartMet />
        <AllSections />
      </>,
    );
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    // the page turns into its not-found state before the part's code came
    page.rerender(
      <>
        <AllSections />
      </>,
    );
    expect(document.documentElement.dataset.appReady).toBe('true');
  });
});
