// Share images and the WhatsApp link (issue 10).
import { listItems, MINIMUM_WORDS, type KeyItem } from './fee-knowledge';
import { formatRupiah } from './format';

/** 'school:123', 'city:32.76': the subject of a share image. */
export const schoolShareSubject = (id: number) => `school:${id}`;
export const cityShareSubject = (code: string) => `city:${code}`;

/** Where the api serves share images; `v` changes with what the image shows. */
export const SHARE_IMAGES_PATH = '/share';
export const schoolShareImagePath = (id: number, hash: string) =>
  `${SHARE_IMAGES_PATH}/schools/${id}.png?v=${hash.slice(0, 12)}`;
export const cityShareImagePath = (code: string, hash: string) =>
  `${SHARE_IMAGES_PATH}/cities/${code}.png?v=${hash.slice(0, 12)}`;

/** Storage keys of the rendered PNGs. */
export const schoolShareImageKey = (id: number) => `share/schools/${id}.png`;
export const cityShareImageKey = (code: string) => `share/cities/${code}.png`;

export interface SharedFees {
  year: string;
  /** 'Total Biaya Awal' */
  total: number;
  /** key items nobody stated: the total is a minimum */
  unknownItems?: readonly KeyItem[];
  /** generated demo fees: always said so */
  isSample: boolean;
  /** what fee rules fix, when the school states nothing of its own (issue 20) */
  rules?: string | null;
}

/** 'Total Biaya Awal 2025/2026: paling sedikit Rp 39.650.000 (belum termasuk SPP dan buku)' */
function sharedTotalText(fees: SharedFees): string {
  if (fees.rules)
    return `${fees.rules.charAt(0).toUpperCase()}${fees.rules.slice(1)}, ${fees.year}; biaya lain belum diketahui`;
  const missing = fees.unknownItems ?? [];
  const amount = formatRupiah(fees.total);
  const total = missing.length
    ? `${MINIMUM_WORDS} ${amount} (belum termasuk ${listItems(missing)})`
    : amount;
  return `Total Biaya Awal ${fees.year}: ${total}${fees.isSample ? ' [Data contoh, bukan biaya resmi sekolah]' : ''}`;
}

/** The one-line summary sent with a shared school page; a minimum and sample data say so. */
export function schoolShareText(input: {
  name: string;
  levelLabel: string;
  cityName: string;
  fees: SharedFees | null;
}): string {
  const fees = input.fees ? sharedTotalText(input.fees) : 'Belum ada data biaya';
  return `${input.name} (${input.levelLabel}, ${input.cityName}) – ${fees}.`;
}

/** The message sent with a shared comparison; sample fees among the schools say so. */
export function comparisonShareText(count: number, hasSample: boolean): string {
  const base = `Perbandingan biaya ${count} sekolah di Biaya Sekolah`;
  return hasSample
    ? `${base} (sebagian biaya adalah data contoh, bukan biaya resmi sekolah)`
    : base;
}

/** WhatsApp's share address with the text and the page's link. */
export function whatsappShareUrl(base: string, text: string, pageUrl: string): string {
  return `${base}?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}
