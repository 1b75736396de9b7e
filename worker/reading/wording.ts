import type { FeeFrequency } from './types';

// The words of fee lists: frequencies, variants, totals and categories.

const FREQUENCY_WORDS: [RegExp, FeeFrequency][] = [
  [
    /\b(?:per|\/)\s*(?:bulan|bln|bl)\b|\bbulanan\b|\bperbulan\b|\btiap bulan\b|\bsetiap bulan\b/i,
    'Monthly',
  ],
  [/\b(?:per|\/)\s*(?:semester|smt|smstr)\b|\bsemesteran\b/i, 'Semester'],
  [
    /\b(?:per|\/)\s*(?:tahun|thn|th)\b|\btahunan\b|\bpertahun\b|\bsetahun\b|\btiap tahun\b|\b1 tahun\b|\bsatu tahun\b/i,
    'Yearly',
  ],
  [/\bsekali\b|\b1\s*x\s*(?:bayar)?\b|\bsatu kali\b|\bone[- ]time\b/i, 'One-Time'],
];

/** A frequency stated in this text ('per bulan', '/bln', 'sekali bayar'), or undefined. */
export function statedFrequency(text: string): FeeFrequency | undefined {
  return FREQUENCY_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** What a label alone suggests: SPP and 'bulan' monthly, 'tahun' yearly, else once. */
export function frequencyFromLabel(label: string): FeeFrequency {
  const text = label.toLowerCase();
  if (/\bsemester\b/.test(text)) return 'Semester';
  if (
    /\bspp\b|\bbulan(?:an)?\b|\bbln\b|\bmakan\b|\bkatering\b|\bcatering\b|\bjemputan\b|\bantar jemput\b/.test(
      text,
    )
  )
    return 'Monthly';
  if (/\btahun(?:an)?\b|\bthn\b|\bdaftar ulang\b|\bkegiatan\b|\bdana pendidikan\b/.test(text))
    return 'Yearly';
  return 'One-Time';
}

/** Alternatives an amount belongs to when written apart from the item. */
export const VARIANT_WORD =
  /^(?:putra|putri|laki[- ]laki|perempuan|pria|wanita|gel(?:ombang)?\.?\s*[0-9ivx]+|kelas\s+\S+|reguler|regular|unggulan|internasional|bilingual|asrama|boarding|non[- ]asrama|fullday|full day|halfday|jalur\s+\S+|prestasi|umum|khusus|dalam|luar|siswa\s+\S+|asal\s+.+|program\s+\S+)$/i;

/** Column headers that name no alternative. */
export const PLAIN_HEADER =
  /^(?:no\.?|nomor|jenis(?: biaya)?|uraian|rincian|item|komponen|nominal|biaya|jumlah|besar(?:an)?(?: biaya)?|harga|keterangan|ket\.?|rp\.?|tarif|nama biaya|pembayaran|waktu(?: bayar)?)$/i;

/** A printed sum, a discount or a note, not a fee of its own. */
export const NOT_A_FEE =
  /\b(?:total|jumlah|sub ?total|grand ?total|diskon|potongan|cashback|hemat|beasiswa|subsidi|terbilang|saldo|dibayar(?:kan)? (?:sebelum|paling)|kuota|daya tampung)\b|\b\d+\s*[x×]\s*\S/i;

const CATEGORIES: [RegExp, string][] = [
  [
    /\bspp\b|\buang sekolah\b|\biuran bulanan\b|\buang bulanan\b|\binfa[qk] (?:pendidikan )?bulan/i,
    'spp',
  ],
  [/\bseragam\b|\bbaju\b|\bkaos\b|\bbatik\b|\batribut\b|\bpakaian\b/i, 'seragam'],
  [/\bbuku\b|\bmodul\b|\blks\b|\batk\b|\balat tulis\b|\bkitab\b/i, 'buku'],
  [
    /\bformulir\b|\bpendaftaran\b|\bregistrasi\b|\bobservasi\b|\btes\b|\bseleksi\b|\basesmen\b|\bpsikotes\b|\bpsikologi\b/i,
    'pendaftaran',
  ],
  [
    /\bpangkal\b|\bpengembangan\b|\bgedung\b|\bpembangunan\b|\buang masuk\b|\bdpp\b|\bsumbangan awal\b|\binvestasi\b|\bsarana\b/i,
    'uang_pangkal',
  ],
  [
    /\bkegiatan\b|\bekstra|\bekskul\b|\bstudy tour\b|\bouting\b|\bdks\b|\bmanasik\b|\bwisuda\b|\bkarya wisata\b/i,
    'kegiatan',
  ],
  [/\bkbm\b|\bdana pendidikan\b|\bbiaya pendidikan\b|\bpendidikan\b/i, 'kbm'],
];

/** A global cost category code the label suggests, else by frequency, else null. */
export function guessCategory(label: string, frequency: FeeFrequency): string | null {
  const found = CATEGORIES.find(([pattern]) => pattern.test(label))?.[1];
  if (found) return found;
  return frequency === 'Monthly' ? 'spp' : null;
}
