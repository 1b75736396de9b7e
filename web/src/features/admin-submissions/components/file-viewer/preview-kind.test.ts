import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';

describe('previewKind', () => {
  it('shows checked images and PDFs, by the type the worker detected', () => {
    expect(previewKind({ state: 'done', contentType: 'image/png' })).toBe('image');
    expect(previewKind({ state: 'done', contentType: 'IMAGE/JPEG' })).toBe('image');
    expect(previewKind({ state: 'done', contentType: 'application/pdf' })).toBe('pdf');
  });

  it('offers only the download for what a browser cannot draw', () => {
    expect(previewKind({ state: 'done', contentType: 'image/heic' })).toBe('none');
    expect(
      previewKind({
        state: 'done',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe('none');
    expect(previewKind({ state: 'done', contentType: null })).toBe('none');
  });

  it('says a file is still being checked, or was refused, whatever its type', () => {
    expect(previewKind({ state: 'pending', contentType: 'image/png' })).toBe('checking');
    expect(previewKind({ state: 'running', contentType: null })).toBe('checking');
    expect(previewKind({ state: 'failed', contentType: 'application/pdf' })).toBe('refused');
  });
});
