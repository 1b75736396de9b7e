import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { TOAST_REMOVE_DELAY, dismissToast, toast, useToasts } from './use-toast';

describe('toasts (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => {
      dismissToast();
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    vi.useRealTimers();
  });

  it('shows one at a time: a new toast replaces the older', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Pertama' });
      toast({ title: 'Kedua', description: 'Baru' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Kedua', description: 'Baru', open: true });
  });

  it('keeps a dismissed toast (closed) until the removal delay has passed', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Tersimpan' });
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });
});
