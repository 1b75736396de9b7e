import { createHash } from 'node:crypto';
import type { SchoolSummary } from '@core/contracts/schools';
import { RULE_FEES_FALLBACK, ruleFeesSentence } from '@core/fee-rule-texts';
import { statusBadge } from '@core/school';
import {
  cityShareImageKey,
  cityShareSubject,
  schoolShareImageKey,
  schoolShareSubject,
} from '@core/share';
import type { Sql } from '@db/client';
import { loadIndexSources } from '@db/queries/search-source';
import {
  cityCards,
  deleteShareImage,
  findShareImage,
  saveShareImage,
} from '@db/queries/share-images';
import { buildSearchDocument } from '@search/document';
import type { ObjectStorage } from '@storage/storage';
import { cityCard, schoolCard, type CardElement, type CityCard, type SchoolCard } from './cards';
import { renderCard } from './render';

/** Bump when the layout changes: every card is then rendered again. */
const CARD_VERSION = 2;

export interface ShareDeps {
  sql: Sql;
  storage: ObjectStorage;
}

export type RenderOutcome = 'rendered' | 'unchanged' | 'removed' | 'missing';

const hashOf = (content: unknown) =>
  createHash('sha256')
    .update(JSON.stringify({ v: CARD_VERSION, content }))
    .digest('hex');

/** Renders and stores a card unless the stored one shows the same content. */
async function ensureCard(
  deps: ShareDeps,
  subject: string,
  key: string,
  content: SchoolCard | CityCard,
  layout: (content: never) => CardElement,
): Promise<RenderOutcome> {
  const contentHash = hashOf(content);
  const stored = await findShareImage(deps.sql, subject);
  if (stored?.contentHash === contentHash) return 'unchanged';
  const png = await renderCard(layout(content as never));
  await deps.storage.put(key, png, { contentType: 'image/png', contentLength: png.length });
  await saveShareImage(deps.sql, { subject, contentHash, objectKey: key });
  return 'rendered';
}

/** What a school's card shows: the same fee summary as its page and listings. */
export function schoolCardOf(school: SchoolSummary): SchoolCard {
  return {
    name: school.name,
    level: school.educationLevel,
    status: statusBadge(school.status, school.name),
    city: school.city.name,
    province: school.province.name,
    fees: school.costs
      ? {
          year: school.costs.academicYear,
          total: school.costs.total,
          isSample: school.costs.isSample,
          minimum: (school.costs.unknownItems ?? []).length > 0,
          rules:
            school.costs.basis === 'rule'
              ? (ruleFeesSentence(school.costs) ?? RULE_FEES_FALLBACK)
              : null,
        }
      : null,
  };
}

/** The card of one school as its page and listings show it (same fee summary as the cards). */
export async function renderSchoolImage(deps: ShareDeps, schoolId: number): Promise<RenderOutcome> {
  const subject = schoolShareSubject(schoolId);
  const [source] = await loadIndexSources(deps.sql, [schoolId]);
  if (!source) {
    const stored = await findShareImage(deps.sql, subject);
    if (!stored) return 'missing';
    await deps.storage.delete(stored.objectKey);
    await deleteShareImage(deps.sql, subject);
    return 'removed';
  }
  const content = schoolCardOf(buildSearchDocument(source).school);
  return ensureCard(deps, subject, schoolShareImageKey(schoolId), content, schoolCard);
}

/** The cards of some city hubs: name, province and how many schools have fees. */
export async function renderCityImages(
  deps: ShareDeps,
  codes: readonly string[],
): Promise<Record<RenderOutcome, number>> {
  const outcomes: Record<RenderOutcome, number> = {
    rendered: 0,
    unchanged: 0,
    removed: 0,
    missing: 0,
  };
  for (const row of await cityCards(deps.sql, codes)) {
    const content: CityCard = {
      name: row.name,
      province: row.provinceName,
      schools: row.schools,
      withFees: row.withFees,
      withSampleFees: row.withSampleFees,
    };
    const outcome = await ensureCard(
      deps,
      cityShareSubject(row.code),
      cityShareImageKey(row.code),
      content,
      cityCard,
    );
    outcomes[outcome] += 1;
  }
  return outcomes;
}
