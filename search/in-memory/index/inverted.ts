import { ATTR_LOCATION, ATTR_NAME } from './fields';

/** The forward index of a MemoryIndex, as the bulk build reads it. */
export interface ForwardIndex {
  readonly slotCount: number;
  readonly alive: Uint8Array;
  readonly fwdStart: Int32Array;
  readonly fwdCount: Uint8Array;
  readonly fwdTerm: Int32Array;
  readonly fwdMeta: Uint8Array;
  readonly fwdSize: number;
}

/** Visits each live slot once per distinct word of it, slots in ascending order. */
function forEachSlotTerm(
  fwd: ForwardIndex,
  terms: number,
  visit: (slot: number, term: number) => void,
): void {
  // a word in both the name and the location is posted once
  const lastSlot = new Int32Array(terms).fill(-1);
  for (let s = 0; s < fwd.slotCount; s++) {
    if (!fwd.alive[s]) continue;
    const end = fwd.fwdStart[s]! + fwd.fwdCount[s]!;
    for (let k = fwd.fwdStart[s]!; k < end; k++) {
      const t = fwd.fwdTerm[k]!;
      if (lastSlot[t] !== s) {
        lastSlot[t] = s;
        visit(s, t);
      }
    }
  }
}

/**
 * The inverted index of the live slots, built in two passes (count, then
 * fill): the slots of word t are postings[postStart[t] .. postStart[t + 1]).
 */
export function invert(
  fwd: ForwardIndex,
  terms: number,
): { postStart: Int32Array<ArrayBuffer>; postings: Int32Array<ArrayBuffer> } {
  const counts = new Int32Array(terms + 1);
  forEachSlotTerm(fwd, terms, (_, t) => counts[t + 1]!++);
  for (let t = 0; t < terms; t++) counts[t + 1]! += counts[t]!;
  const fill = counts.slice(0, terms);
  const postings = new Int32Array(counts[terms]!);
  forEachSlotTerm(fwd, terms, (s, t) => {
    postings[fill[t]!++] = s;
  });
  return { postStart: counts, postings };
}

/**
 * A word is a place name when at least a fifth of its uses are in locations:
 * 'bandung' or 'selatan' are, 'negeri' (in a few district names but in 160,000
 * school names) is not.
 */
export function placeWords(fwd: ForwardIndex, terms: number): Uint8Array<ArrayBuffer> {
  const inName = new Int32Array(terms);
  const inLocation = new Int32Array(terms);
  for (let k = 0; k < fwd.fwdSize; k++) {
    const attr = fwd.fwdMeta[k]! >> 6;
    if (attr === ATTR_NAME) inName[fwd.fwdTerm[k]!]!++;
    else if (attr === ATTR_LOCATION) inLocation[fwd.fwdTerm[k]!]!++;
  }
  const place = new Uint8Array(terms);
  for (let t = 0; t < terms; t++)
    place[t] = inLocation[t]! > 0 && inLocation[t]! * 4 >= inName[t]! ? 1 : 0;
  return place;
}
