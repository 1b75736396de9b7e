export { ContributeForm } from './components/contribute-form';
export { ContributeSignIn } from './components/contribute-sign-in';
export { ContributeSuccess } from './components/contribute-success';
export { useContributePrefill } from './api/prefill';
export { useOwnSubmission } from './api/resend';
export { ResendNotice, ResendUnavailable } from './components/resend-notice';
