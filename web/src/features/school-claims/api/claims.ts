import { queryOptions } from '@tanstack/react-query';
import type { Claim, ClaimStatus } from '@core/contracts/claims';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';

export const MY_CLAIMS_KEY = ['me', 'claims'] as const;
export const ADMIN_CLAIMS_KEY = ['admin', 'claims'] as const;

/** GET /api/me/claims: the signed-in user's claims, newest first. */
export const myClaimsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: MY_CLAIMS_KEY,
    queryFn: () => getJson<Claim[]>('/api/me/claims'),
    enabled,
  });

/** The claim form's values as POST /api/schools/{id}/claims takes them. */
export interface ClaimPayload {
  claimantName: string;
  position: string;
  phone: string;
  email: string;
  note: string;
  files: { uploadId: string; name: string }[];
}

/** POST /api/schools/{id}/claims: 201 with the pending Claim. */
export const submitClaim = (schoolId: number, payload: ClaimPayload) =>
  sendJson<Claim>('POST', `/api/schools/${schoolId}/claims`, payload);

/** GET /api/admin/claims?status= (site admin): newest first. */
export const adminClaimsQuery = (status: ClaimStatus) =>
  queryOptions({
    queryKey: [...ADMIN_CLAIMS_KEY, status],
    queryFn: () => getJson<Claim[]>(withQuery('/api/admin/claims', { status })),
  });

export const approveClaim = (id: number) =>
  sendJson<Claim>('POST', `/api/admin/claims/${id}/approve`);

export const rejectClaim = (id: number, reason: string) =>
  sendJson<Claim>('POST', `/api/admin/claims/${id}/reject`, { reason });

/** GET /api/admin/claims/{id}/files/{index}: a proof file, as a download. */
export const claimFileUrl = (id: number, index: number) => `/api/admin/claims/${id}/files/${index}`;
