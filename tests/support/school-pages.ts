import sharp from 'sharp';
import type { Db } from '@db/client';
import { startWorker, type WorkerRuntime } from '@worker/runtime';
import type { ContributionApis } from './contribution-api';
import { createPipelineHarness, type PipelineHarness } from './pipeline';

// Issue 23's world: the contribution apis plus the worker's runtime in this
// process (relay and handlers), sharing the database and the storage folder.

export interface SchoolPagesWorker {
  harness: PipelineHarness;
  runtime: WorkerRuntime;
  close(): Promise<void>;
}

export async function startSchoolPagesWorker(
  apis: ContributionApis,
  label: string,
): Promise<SchoolPagesWorker> {
  const harness = await createPipelineHarness(apis.db, {
    label,
    env: {
      STORAGE_DIR: apis.storageDir,
      RELAY_POLL_MS: '200',
    },
  });
  const runtime = await startWorker(harness.deps, { schedules: false, relay: true });
  return {
    harness,
    runtime,
    async close() {
      await runtime.stop();
      await harness.close();
    },
  };
}

/** A photo-like PNG (a gradient, so it does not compress to nothing). */
export async function samplePhoto(width = 1600, height = 1000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The smallest file that reads as a PDF by its first bytes. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** What any write of issue 23 changes: equal before and after a refused request. */
export async function schoolPagesFingerprint(db: Db): Promise<Record<string, unknown>> {
  const [row] = await db`
    SELECT
      (SELECT coalesce(max(updated_at), 'epoch')::text FROM schools) AS schools_changed,
      (SELECT count(*)::int FROM schools WHERE merged_into_id IS NOT NULL OR retired_at IS NOT NULL)
        AS schools_out,
      (SELECT count(*)::int FROM gallery_images) AS photos,
      (SELECT count(*)::int FROM school_admissions) AS admissions,
      (SELECT count(*)::int FROM school_claims) AS claims,
      (SELECT count(*)::int FROM school_profile_changes) AS profile_changes,
      (SELECT count(*)::int FROM school_admins) AS school_admins,
      (SELECT count(*)::int FROM outbox) AS outbox,
      (SELECT count(*)::int FROM audit_log) AS audit_log`;
  return row!;
}
