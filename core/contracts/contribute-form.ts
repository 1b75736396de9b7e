import { UPLOAD_MAX_FILES } from '../uploads';

// The contribute form's values and SPEC §5 messages, without zod: the page
// shows them on first load and imports the schema (submissions.ts) on first use.

// SPEC §5 messages, exactly as written.
export const LEVELS_REQUIRED = 'Pilih minimal satu jenjang pendidikan';
export const CITY_NAME_REQUIRED = 'Nama kota/kabupaten wajib diisi';
export const PHONE_TOO_SHORT = 'Nomor HP minimal 10 digit';
export const PHONE_TOO_LONG = 'Nomor HP maksimal 15 digit';
export const PHONE_INVALID = 'Nomor HP hanya boleh berisi angka, spasi, tanda +, - dan kurung';
export const CONTRIBUTOR_NAME_REQUIRED =
  'Nama lengkap wajib diisi jika ingin ditampilkan sebagai kontributor';
export const UPLOAD_REQUIRED = 'Upload minimal satu file';
export const TOO_MANY_FILES = `Maksimal ${UPLOAD_MAX_FILES} file`;
export const FILES_MISMATCH = 'Daftar file tidak sesuai dengan file yang diunggah';

export interface ContributeForm {
  educationLevels: string[];
  schoolName: string;
  cityName: string;
  phoneNumber: string;
  showAsContributor: boolean;
  contributorName: string;
  contributorProfile: string;
}
export const EMPTY_CONTRIBUTE_FORM: ContributeForm = {
  educationLevels: [],
  schoolName: '',
  cityName: '',
  phoneNumber: '',
  showAsContributor: true,
  contributorName: '',
  contributorProfile: '',
};
