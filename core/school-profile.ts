// A school's own page (issue 23): the fixed facility list, who changed a field,
// and the 'managed by the school' mark. Zod-free so the public school page can
// read them without loading the schema library.

import { formatShortDate } from './format';

/** Facilities a school picks from (a fixed list keeps pages comparable and searchable). */
export const FACILITIES = [
  { code: 'perpustakaan', label: 'Perpustakaan' },
  { code: 'lab_ipa', label: 'Laboratorium IPA' },
  { code: 'lab_komputer', label: 'Laboratorium komputer' },
  { code: 'lab_bahasa', label: 'Laboratorium bahasa' },
  { code: 'lapangan', label: 'Lapangan olahraga' },
  { code: 'kolam_renang', label: 'Kolam renang' },
  { code: 'aula', label: 'Aula' },
  { code: 'ruang_seni', label: 'Ruang seni dan musik' },
  { code: 'tempat_ibadah', label: 'Masjid/musala atau tempat ibadah' },
  { code: 'uks', label: 'UKS' },
  { code: 'kantin', label: 'Kantin' },
  { code: 'taman_bermain', label: 'Taman bermain' },
  { code: 'toilet_terpisah', label: 'Toilet terpisah putra dan putri' },
  { code: 'ramah_disabilitas', label: 'Akses ramah disabilitas' },
  { code: 'ac', label: 'Ruang kelas ber-AC' },
  { code: 'internet', label: 'Internet/Wi-Fi untuk belajar' },
  { code: 'antar_jemput', label: 'Antar-jemput' },
  { code: 'asrama', label: 'Asrama' },
  { code: 'parkir', label: 'Area parkir' },
  { code: 'cctv', label: 'CCTV' },
] as const;

export type FacilityCode = (typeof FACILITIES)[number]['code'];
export const FACILITY_CODES = FACILITIES.map((facility) => facility.code) as FacilityCode[];

/** The labels of these codes in list order; unknown codes are left out. */
export function facilityLabels(codes: readonly string[]): string[] {
  const chosen = new Set(codes);
  return FACILITIES.filter((f) => chosen.has(f.code)).map((f) => f.label);
}

/** Profile fields whose last change the page shows. */
export const PROFILE_FIELDS = [
  'phone',
  'email',
  'website',
  'description',
  'facilities',
  'photos',
  'admissions',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  phone: 'Telepon',
  email: 'Email',
  website: 'Website',
  description: 'Deskripsi',
  facilities: 'Fasilitas',
  photos: 'Foto',
  admissions: 'Penerimaan murid baru',
};

export type EditorRole = 'site_admin' | 'school_admin';

/** Who changed a field, as visitors read it: the school itself, or the site's team. */
const EDITOR_LABELS: Record<EditorRole, string> = {
  school_admin: 'pihak sekolah',
  site_admin: 'admin Biaya Sekolah',
};

/** A claimed school's badge (a school admin manages its page). */
export const MANAGED_BY_SCHOOL = 'Dikelola oleh pihak sekolah';
export const CLAIM_SCHOOL = 'Klaim sekolah ini';
/** A retired school's notice. */
export const SCHOOL_RETIRED = 'Sekolah ini sudah tidak beroperasi';

/** 'https://sekolah.sch.id/profil' -> 'sekolah.sch.id/profil', for the link text. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** 'tel:' link of a phone number as written ('(022) 123-4567' -> 'tel:0221234567'). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/**
 * A stored number as Indonesians read it: '+6281234567890' (how the api
 * stores it) shows as '081234567890'; anything else as stored.
 */
export function phoneLabel(phone: string): string {
  return /^\+62\d+$/.test(phone) ? `0${phone.slice(3)}` : phone;
}

/** 'Diperbarui oleh pihak sekolah, 3 Des 2026': the line under a profile field. */
export function changeLine(change: { changedAt: string; changedBy: EditorRole }): string {
  return `Diperbarui oleh ${EDITOR_LABELS[change.changedBy]}, ${formatShortDate(change.changedAt)}`;
}
