-- Reference rows every installation needs. Idempotent so re-running a fresh
-- database from a dump stays safe.
INSERT INTO academic_years (year, starts_on) VALUES
  ('2024/2025', '2024-07-15'),
  ('2025/2026', '2025-07-14'),
  ('2026/2027', '2026-07-13')
ON CONFLICT (year) DO NOTHING;

INSERT INTO global_cost_categories (code, name, description, sort_order) VALUES
  ('pendaftaran',  'Biaya Pendaftaran', 'Biaya formulir dan seleksi penerimaan murid baru', 10),
  ('uang_pangkal', 'Uang Pangkal',      'Uang masuk atau uang gedung, dibayar sekali saat diterima', 20),
  ('kbm',          'Biaya KBM',         'Biaya kegiatan belajar mengajar di luar SPP', 30),
  ('spp',          'SPP',               'Sumbangan Pembinaan Pendidikan, iuran bulanan', 40),
  ('seragam',      'Seragam',           'Paket seragam sekolah', 50),
  ('buku',         'Buku',              'Buku pelajaran dan lembar kerja', 60),
  ('kegiatan',     'Kegiatan Tahunan',  'Kegiatan, ekstrakurikuler, dan study tour per tahun', 70)
ON CONFLICT (code) DO NOTHING;
