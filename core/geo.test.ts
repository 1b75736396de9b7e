import { describe, expect, it } from 'vitest';
import { chordSquaredForKm, distanceKm, unitVector } from './geo';

const chord2 = (a: [number, number], b: [number, number]) => {
  const [x1, y1, z1] = unitVector(...a);
  const [x2, y2, z2] = unitVector(...b);
  return (x1 - x2) ** 2 + (y1 - y2) ** 2 + (z1 - z2) ** 2;
};

describe('geo', () => {
  it('measures great-circle distances', () => {
    // one degree along a meridian is 2πR/360
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
    // Jakarta to Bandung, about 119 km as the crow flies
    const km = distanceKm({ lat: -6.1754, lng: 106.8272 }, { lat: -6.9025, lng: 107.6188 });
    expect(km).toBeCloseTo(119.1, 0);
    expect(distanceKm({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(0);
  });

  it('has chords that order and bound like the distances', () => {
    const depok: [number, number] = [-6.4025, 106.7942];
    const near: [number, number] = [-6.41, 106.8];
    const far: [number, number] = [-6.9, 107.6];
    expect(chord2(depok, near)).toBeLessThan(chord2(depok, far));
    const km = distanceKm({ lat: depok[0], lng: depok[1] }, { lat: near[0], lng: near[1] });
    expect(chord2(depok, near)).toBeLessThanOrEqual(chordSquaredForKm(km + 1e-6));
    expect(chord2(depok, near)).toBeGreaterThan(chordSquaredForKm(km - 1e-3));
  });
});
