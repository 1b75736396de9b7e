import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SITE_NAME } from '@core/seo';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import type { ContributeForm as ContributeFormValues } from '@core/contracts/contribute-form';
import { CONTRIBUTION_LEVELS } from '@core/levels';
import { paths } from '@web/config/paths';
import { PageSpinner } from '@web/features/auth/components/protected';
import {
  ContributeForm,
  ContributeSignIn,
  ContributeSuccess,
  ResendNotice,
  ResendUnavailable,
  useContributePrefill,
  useOwnSubmission,
} from '@web/features/contribute';
import { useCurrentUser } from '@web/lib/current-user';
import { PageHead } from '@web/lib/page-meta';

/** The form's fields as the rejected contribution had them. */
function correctingValues(submission: OwnSubmission): Partial<ContributeFormValues> {
  return {
    schoolName: submission.schoolName,
    cityName: submission.cityName,
    educationLevels: submission.educationLevels.filter((level) =>
      (CONTRIBUTION_LEVELS as readonly string[]).includes(level),
    ),
    phoneNumber: submission.phoneNumber,
    showAsContributor: submission.showAsContributor,
    contributorName: submission.contributorName ?? '',
    contributorProfile: submission.contributorProfile ?? '',
  };
}

/**
 * /contribute (SPEC §2, §4): signed-in users send a school's fee documents;
 * anonymous visitors are asked to sign in (and come back to the same link).
 * Beyond SPEC, ?schoolId= (the school page) and ?requestId= (a school
 * request) fill in the school's name, level and city.
 */
export default function ContributePage() {
  const { user, isLoading } = useCurrentUser();
  const [sent, setSent] = useState(false);
  const [params] = useSearchParams();
  const link = useContributePrefill({
    schoolId: params.get('schoolId'),
    requestId: params.get('requestId'),
    // the prefill is for signed-in users only
    enabled: !!user,
  });
  // issue 21: ?resend= corrects one of the parent's rejected contributions
  const resend = useOwnSubmission(params.get('resend'), !!user);
  const correcting = resend.submission?.status === 'rejected' ? resend.submission : undefined;
  return (
    <>
      <PageHead
        meta={{
          title: `Kontribusi Data Biaya Sekolah | ${SITE_NAME}`,
          description:
            'Kirim rincian biaya sekolah yang Anda ketahui. Data diperiksa tim kami sebelum dipublikasikan.',
          canonicalPath: paths.contribute(),
        }}
      />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Kontribusi Data</h1>
        <p className="mt-2 text-slate-700">
          Bantu orang tua lain dengan membagikan informasi biaya sekolah yang Anda ketahui.
        </p>
        <div className="mt-8">
          {isLoading || link.pending || resend.pending ? (
            <PageSpinner />
          ) : !user ? (
            // back to this very link, so a school named in it stays filled in
            <ContributeSignIn
              returnTo={`${paths.contribute()}${params.size ? `?${params}` : ''}`}
            />
          ) : sent ? (
            <ContributeSuccess onAgain={() => setSent(false)} />
          ) : resend.asked && !correcting ? (
            <ResendUnavailable status={resend.submission?.status ?? null} />
          ) : (
            <>
              {correcting && <ResendNotice submission={correcting} />}
              <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <ContributeForm
                  // a new link (another school) starts a new form
                  key={params.toString()}
                  initial={correcting ? correctingValues(correcting) : link.values}
                  schoolId={link.schoolId}
                  resend={correcting}
                  onSent={() => setSent(true)}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
