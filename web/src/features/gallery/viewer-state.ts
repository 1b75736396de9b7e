// The gallery viewer of SPEC §4: closed, or open at an index; next and
// previous wrap around at both ends.

/** null when closed */
export type ViewerIndex = number | null;

export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

export function nextIndex(index: number, total: number): number {
  return wrapIndex(index + 1, total);
}

export function previousIndex(index: number, total: number): number {
  return wrapIndex(index - 1, total);
}

/** 'n / total', shown only when there is more than one image. */
export function counterText(index: number, total: number): string | null {
  return total > 1 ? `${index + 1} / ${total}` : null;
}

/** The step a key takes: ArrowRight forward, ArrowLeft back, anything else none. */
export function keyStep(key: string): 1 | -1 | 0 {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}
