import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An Indonesian phone number as people write it ('+62 812-3456-7890',
 * '0812 3456 7890', '62812...') in one stored form, E.164 ('+6281234567890'),
 * so one contributor's numbers compare equal. A number the library cannot
 * read as valid is kept as its digits (with a leading + if it had one).
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  const candidates = trimmed.startsWith('+')
    ? [`+${digits}`]
    : // '62812…' written without its plus is the country code, not a national number
      [digits, ...(digits.startsWith('62') ? [`+${digits}`] : [])];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, 'ID');
    if (parsed?.isValid()) return parsed.number;
  }
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
