import { expect, it } from 'vitest';
import { SUBMISSION_STATUS_LABELS } from '@core/contracts/submission-review';
import { STATUS_LABELS } from './status-labels';

it("says each status in the contract's words", () => {
  expect(STATUS_LABELS).toEqual(SUBMISSION_STATUS_LABELS);
});
