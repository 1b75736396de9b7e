// Share images and the WhatsApp link (issue 10).

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

/** The one-line summary sent with a shared school page. */
export function schoolShareText(input: {
  name: string;
  levelLabel: string;
  cityName: string;
  /** `rules`: what fee rules fix, when the school states nothing of its own (issue 20) */
  fees: { year: string; total: string; rules?: string | null } | null;
}): string {
  const fees = input.fees
    ? input.fees.rules
      ? `${input.fees.rules.charAt(0).toUpperCase()}${input.fees.rules.slice(1)}, ${input.fees.year}; biaya lain belum diketahui`
      : `Total Biaya Awal ${input.fees.year}: ${input.fees.total}`
    : 'Belum ada data biaya';
  return `${input.name} (${input.levelLabel}, ${input.cityName}) – ${fees}.`;
}

/** WhatsApp's share address with the text and the page's link. */
export function whatsappShareUrl(base: string, text: string, pageUrl: string): string {
  return `${base}?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}
