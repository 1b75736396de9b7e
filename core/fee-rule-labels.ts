// Indonesian names of a fee rule's fields, for the admin area (issue 20).
import type { RuleItem, RuleKind, RuleScope, RuleStatus, AmountKind } from './fee-rules';

export const RULE_KIND_LABELS: Record<RuleKind, string> = {
  no_fee: 'Tanpa pungutan',
  no_spp: 'Tanpa SPP',
  no_spp_with_exceptions: 'Tanpa SPP, dengan pengecualian',
  no_committee_levy: 'Tanpa iuran komite',
  no_admission_levy: 'Tanpa pungutan penerimaan murid',
  capped_levy: 'Pungutan dibatasi',
  levies_continue: 'Pungutan masih berjalan',
  reported_free: 'Dilaporkan gratis',
  unclear: 'Belum jelas',
  free_for_programme_pupils: 'Gratis bagi murid program',
  subsidy: 'Subsidi sebagian',
  subsidy_no_levy: 'Subsidi, sekolah peserta tanpa pungutan',
  ruling_not_yet_implemented: 'Putusan belum diterapkan',
  uniform_not_compulsory: 'Seragam tidak wajib',
};

export const RULE_ITEM_LABELS: Record<RuleItem, string> = {
  spp: 'SPP',
  uang_pangkal: 'Uang pangkal',
  daftar_ulang: 'Daftar ulang',
  komite: 'Iuran komite',
  seragam: 'Seragam',
};

export const RULE_STATUS_LABELS: Record<RuleStatus, string> = {
  negeri: 'Negeri',
  swasta: 'Swasta',
  all: 'Semua',
};

export const RULE_SCOPE_LABELS: Record<RuleScope, string> = {
  national: 'Nasional',
  province: 'Provinsi',
};

export const AMOUNT_KIND_LABELS: Record<AmountKind, string> = {
  zero: 'Rp 0 (ditetapkan nol)',
  cap: 'Batas per bulan',
  none: 'Tidak ada jumlah',
};
