import { claimUploads } from '@db/queries/claims';
import type { EventJobData, Handler } from './context';
import { checkUploads } from './process-upload';

/**
 * claim.submitted: checks the proof files of a claim as contribution files
 * are checked (present, within 20 MB, an allowed type by content); the site
 * admin reviewing the claim sees each file's result.
 */
export const processClaimFilesHandler: Handler<EventJobData<'claim.submitted'>> = {
  queue: 'uploads',
  run: async (data, ctx) =>
    checkUploads(ctx, await claimUploads(ctx.sql, data.payload.claimId), {
      claimId: data.payload.claimId,
    }),
};
