import type { SchoolRequestInput } from '@core/contracts/school-requests';
import { REQUEST_LEVELS } from '@core/levels';

// The request-school form's state and rules (SPEC §2, §5, §8), apart from React.

export const INCOMPLETE_TITLE = 'Data Tidak Lengkap';
export const INCOMPLETE_TEXT = 'Mohon lengkapi semua field untuk setiap sekolah';
export const LOGIN_TITLE = 'Login Diperlukan';
export const LOGIN_TEXT = 'Anda harus login untuk request data sekolah';
export const FAILED_TITLE = 'Request Gagal';
export const FAILED_TEXT = 'Terjadi kesalahan saat mengirim request';
export const SENT_TITLE = 'Request Berhasil';
export const sentText = (count: number) => `${count} sekolah berhasil direquest`;
/** after 'Login Diperlukan' the browser goes to sign-in (SPEC §9: 500 ms after unauthorized errors) */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export { REQUEST_LEVELS };

export interface RequestBlock {
  /** stable React key */
  key: number;
  requestedSchoolName: string;
  /** '' until a level is chosen */
  educationLevel: string;
  city: string;
}

let nextKey = 1;

export function emptyBlock(): RequestBlock {
  return { key: nextKey++, requestedSchoolName: '', educationLevel: '', city: '' };
}

/** The form level a query parameter names: 'sd', 'SD' and 'Sd' all pick 'SD'. */
function requestLevelFrom(value: string | null | undefined): string {
  const wanted = value?.trim().toLowerCase();
  return REQUEST_LEVELS.find((level) => level.toLowerCase() === wanted) ?? '';
}

/** The first block, prefilled from the query parameters name, city and level (SPEC §2). */
export function initialBlocks(params: URLSearchParams): RequestBlock[] {
  return [
    {
      ...emptyBlock(),
      requestedSchoolName: params.get('name')?.trim() ?? '',
      educationLevel: requestLevelFrom(params.get('level')),
      city: params.get('city')?.trim() ?? '',
    },
  ];
}

export type BlocksCheck =
  { ok: true; payloads: { key: number; input: SchoolRequestInput }[] } | { ok: false };

/**
 * The server's schema, imported on first use so zod stays out of the page's
 * first load; the page preloads it once the form is on screen.
 */
export const loadRequestSchema = () =>
  import('@core/contracts/school-requests').then((contract) => contract.schoolRequestInputSchema);

type RequestSchema = Awaited<ReturnType<typeof loadRequestSchema>>;

/** Every block needs its name, level and city, as the server's schema says. */
export function checkBlocks(schema: RequestSchema, blocks: readonly RequestBlock[]): BlocksCheck {
  const payloads: { key: number; input: SchoolRequestInput }[] = [];
  for (const block of blocks) {
    const parsed = schema.safeParse(block);
    if (!parsed.success) return { ok: false };
    payloads.push({ key: block.key, input: parsed.data });
  }
  return { ok: true, payloads };
}
