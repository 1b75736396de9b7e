// The levy report's title, apart from its zod schema (core/contracts/levy-reports):
// the school page shows it on a button, and a public page's first load carries no zod.
export const LEVY_REPORT_TITLE = 'Sekolah memungut biaya yang dilarang aturan';
