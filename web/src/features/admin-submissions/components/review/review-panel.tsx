import { useState } from 'react';
import type { SchoolSubmission } from '@core/contracts/submissions';
import type { CreateSchoolSlot } from './create-school-slot';
import { RejectForm } from './reject-form';
import { ReviewForm } from './review-form';
import { ReviewOutcome } from './review-outcome';

export type ReviewMode = 'approve' | 'reject';

/** The decision part of the dialog: transcribe and approve, reject, or what was decided. */
export function ReviewPanel({
  submission,
  initialMode = 'approve',
  CreateSchool,
  manageLink,
  onDecided,
}: {
  submission: SchoolSubmission;
  initialMode?: ReviewMode;
  CreateSchool?: CreateSchoolSlot;
  manageLink: (schoolId: number) => string;
  onDecided: (submission: SchoolSubmission) => void;
}) {
  const [mode, setMode] = useState<ReviewMode>(initialMode);
  if (submission.status !== 'pending')
    return <ReviewOutcome submission={submission} manageLink={manageLink} />;
  return mode === 'reject' ? (
    <RejectForm
      submission={submission}
      onRejected={onDecided}
      onCancel={() => setMode('approve')}
    />
  ) : (
    <ReviewForm
      submission={submission}
      CreateSchool={CreateSchool}
      onApproved={onDecided}
      onReject={() => setMode('reject')}
    />
  );
}
