import type { Settings } from 'meilisearch';
import { RETRY_ONE_TYPO_MIN_LENGTH, RETRY_TWO_TYPOS_MIN_LENGTH } from '../query-words';
import { normalizeText } from '../normalize';
import { synonymPairs } from '../synonyms';

/**
 * Synonyms from the shared school-name knowledge, both ways, in normalised
 * form. Documents and queries are normalised before Meilisearch sees them, so
 * these mostly catch the short spellings kept in `searchAlias`.
 */
export function meilisearchSynonyms(): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  const add = (from: string, to: string) => {
    if (!from || !to || from === to) return;
    const list = (synonyms[from] ??= []);
    if (!list.includes(to)) list.push(to);
  };
  for (const [short, long] of synonymPairs()) {
    const expanded = normalizeText(long);
    add(short, expanded);
    add(expanded, short);
  }
  return synonyms;
}

/**
 * The index settings. Searchable: the normalised name, then location, then the
 * alternative spellings and the NPSN. 'sort' comes first so an explicit order
 * (newest, A-Z) is strict, as in the built-in engine; without one it does nothing.
 */
export function indexSettings(): Settings {
  return {
    searchableAttributes: ['searchName', 'searchLocation', 'searchAlias', 'npsn'],
    filterableAttributes: [
      'provinceId',
      'cityId',
      'districtId',
      'educationLevel',
      'status',
      'curriculum',
      'totalCost',
      'monthlySpp',
      'hasFees',
      'hasGeo',
      '_geo',
      'registrationOpensOn',
      'registrationClosesOn',
    ],
    sortableAttributes: [
      'id',
      'popularity',
      'createdAt',
      'updatedAt',
      'name',
      'sortName',
      'totalCost',
      'costKnown',
      'monthlySpp',
      'sppKnown',
      'feesKnown',
      'feesChangedAt',
      'feeFacts',
      '_geo',
    ],
    rankingRules: [
      'sort',
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      // fewer written words: 'SD Negeri 4 X' before 'SD Negeri No. 4 X', whole names first
      'nameWords:asc',
      'popularity:desc',
    ],
    synonyms: meilisearchSynonyms(),
    typoTolerance: {
      enabled: true,
      // Meilisearch has no second try with one typo more (the built-in engine's);
      // allowing it always and ranking by typos ('typo' rule) is the closest
      minWordSizeForTypos: {
        oneTypo: RETRY_ONE_TYPO_MIN_LENGTH,
        twoTypos: RETRY_TWO_TYPOS_MIN_LENGTH,
      },
      disableOnNumbers: true,
      disableOnAttributes: ['npsn'],
    },
    // exact totals for every page a listing can reach, facets over every city
    pagination: { maxTotalHits: 1_000_000 },
    faceting: { maxValuesPerFacet: 1000 },
  };
}
