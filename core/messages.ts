// Texts people read that more than one module says (api errors, contracts, web pages).
// Each is written once here; a module with a text of its own keeps it beside its code.

export const SCHOOL_NOT_FOUND = 'Sekolah tidak ditemukan';
export const LOCATION_NOT_FOUND = 'Lokasi tidak ditemukan';
export const ACADEMIC_YEAR_NOT_FOUND = 'Tahun ajaran tidak ditemukan';
export const FILE_NOT_FOUND = 'File tidak ditemukan';
export const IMAGE_NOT_FOUND = 'Gambar tidak ditemukan';
export const LOGIN_UNAVAILABLE = 'Layanan login sedang tidak tersedia. Silakan coba lagi nanti.';
export const WRONG_CREDENTIALS = 'Username atau password salah';
export const PICK_SCHOOL_FIRST = 'Pilih sekolah terlebih dahulu';
export const SCHOOL_NAME_REQUIRED = 'Nama sekolah wajib diisi';
export const SCHOOL_NAME_TOO_LONG = 'Nama sekolah maksimal 200 karakter';
export const NOTES_TOO_LONG = 'Catatan maksimal 500 karakter';
