import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';
import { COMPOUNDS, synonymPairs } from './synonyms';
import { meilisearchSynonyms } from './meilisearch/settings';

describe('shared knowledge', () => {
  it('every compound normalises to its expansion', () => {
    for (const [short, long] of Object.entries(COMPOUNDS))
      expect(normalizeText(short)).toBe(normalizeText(long.join(' ')));
  });

  it('gives Meilisearch synonyms both ways', () => {
    expect(synonymPairs()).toContainEqual(['sdn', 'sd negeri']);
    const synonyms = meilisearchSynonyms();
    expect(synonyms.sdn).toContain('sd negeri');
    expect(synonyms['sd negeri']).toContain('sdn');
    expect(synonyms['sd islam terpadu']).toContain('sdit');
    expect(synonyms.kab).toContain('kabupaten');
  });

  it('gives Meilisearch no synonym for the madrasah forms that are also words', () => {
    const synonyms = meilisearchSynonyms();
    for (const word of ['mas', 'man', 'min', 'mis']) expect(synonyms[word]).toBeUndefined();
    expect(synonyms['ma swasta']).toBeUndefined();
    expect(synonyms['mi negeri']).toBeUndefined();
  });
});
