import { describe, expect, it } from 'vitest';
import { displayName } from './names';

// Real registry names (schools.csv.gz) and the display names we want for them.
const EXAMPLES: [string, string][] = [
  ['SD NEGERI 1 BAKONGAN', 'SD Negeri 1 Bakongan'],
  ['SMAN 18 BOMBANA', 'SMAN 18 Bombana'],
  ['SMP NEGERI 4 TIMPAH SATU ATAP', 'SMP Negeri 4 Timpah Satu Atap'],
  ['SD N CIPAYUNG 04', 'SD N Cipayung 04'],
  ['SD INPRES UTA II', 'SD Inpres Uta II'],
  ['SD NEGERI MANUKAN KULON VI', 'SD Negeri Manukan Kulon VI'],
  ['SMAS PERTIWI I KOTA JAMBI', 'SMAS Pertiwi I Kota Jambi'],
  ['SD NEGERI 07 BALINGKA IV KOTO', 'SD Negeri 07 Balingka IV Koto'],
  ['SMP ISLAM TERPADU SAINS AL BIRUNI', 'SMP Islam Terpadu Sains Al Biruni'],
  ['SD IT ISTIQOMAH', 'SD IT Istiqomah'],
  ['SMKIT AL MUSTHAFAWIYAH', 'SMKIT Al Musthafawiyah'],
  ['SMPIT NURUL MUHSININ', 'SMPIT Nurul Muhsinin'],
  ['SD GMIM 1 TONDANO', 'SD GMIM 1 Tondano'],
  ['SMP PGRI DEWANTARA', 'SMP PGRI Dewantara'],
  ['SD YPPK KANIKEH', 'SD YPPK Kanikeh'],
  ['SDS BHAYANGKARI RANTAUPRAPAT', 'SDS Bhayangkari Rantauprapat'],
  ['SMKS TRI BHAKTI', 'SMKS Tri Bhakti'],
  ['SMKN 1 TEMPEH', 'SMKN 1 Tempeh'],
  ['SLB LENTERA HATI', 'SLB Lentera Hati'],
  ['SLB B & C CAHAYA JAYA', 'SLB B & C Cahaya Jaya'],
  ['SDK 030 WOLOMETANG', 'SDK 030 Wolometang'],
  ['SMP ISLAM AN-NABILAH', 'SMP Islam An-Nabilah'],
  ['PAUD AL-FALAH', 'PAUD Al-Falah'],
  ['POS PAUD ANGGREK 11', 'Pos PAUD Anggrek 11'],
  ['TK AL-AZHAR 30', 'TK Al-Azhar 30'],
  ['KB AL-IKHLAS', 'KB Al-Ikhlas'],
  ['SPS CINTA AL-KAUTSAR', 'SPS Cinta Al-Kautsar'],
  ['RA/BA/TA AL IKHLAS', 'RA/BA/TA Al Ikhlas'],
  ['MTSS AL INAYAH', 'MTsS Al Inayah'],
  ['MTsN 1 Kota Bandung', 'MTsN 1 Kota Bandung'],
  ['MAN 1 KOTA BANDUNG', 'MAN 1 Kota Bandung'],
  ['MIS AL-HIDAYAH', 'MIS Al-Hidayah'],
  ['SMK KHALID BIN WALID', 'SMK Khalid bin Walid'],
  ['SMKN KELAUTAN DAN PERIKANAN KUALA BARU', 'SMKN Kelautan dan Perikanan Kuala Baru'],
  [
    'SMA INTERNATIONAL ISLAMIC SCHOOL OF INDONESIA',
    'SMA International Islamic School of Indonesia',
  ],
  ['SMKN JATENG DI PURBALINGGA', 'SMKN Jateng di Purbalingga'],
  ['SD NEGERI KELAPA DUA 06 PG', 'SD Negeri Kelapa Dua 06 Pg'],
  ['SDN Cawang 07 Pg.', 'SDN Cawang 07 Pg.'],
  ['SD PG KOMERING', 'SD PG Komering'],
  ['SD NEGERI TEGAL ALUR 20 PT', 'SD Negeri Tegal Alur 20 Pt'],
  ['SMPS PT MAZUMA AGRO INDONESIA', 'SMPS PT Mazuma Agro Indonesia'],
  ['SMAS ST MARIA TARUTUNG', 'SMAS St Maria Tarutung'],
  ['SMK SWASTA DR CIPTO MANGUN KUSUMO', 'SMK Swasta Dr Cipto Mangun Kusumo'],
  ['SMP MA ARIF WIDODAREN', 'SMP Ma Arif Widodaren'],
  ["SMPS DARUL MA'ARIF", "SMPS Darul Ma'arif"],
  ['SD NEGERI 096135 RAMBUNG MERAH KEC.SIANTAR', 'SD Negeri 096135 Rambung Merah Kec.Siantar'],
  ['SD N 129/VII PANCA KARYA II', 'SD N 129/VII Panca Karya II'],
  ['SMPS MAN ANA', 'SMPS Man Ana'],
  ['SD NEGERI 2 ALUR DUA MAS', 'SD Negeri 2 Alur Dua Mas'],
];

describe('displayName', () => {
  it.each(EXAMPLES)('%s -> %s', (raw, expected) => {
    expect(displayName(raw)).toBe(expected);
  });

  it('re-cases names that arrive partly in lower case', () => {
    expect(displayName('SMAN 12 maros')).toBe('SMAN 12 Maros');
    expect(displayName('SD NEGERI 015 Sungai Piai')).toBe('SD Negeri 015 Sungai Piai');
  });

  it('keeps a casing the source chose for a mixed-case word', () => {
    expect(displayName('SMP Islam Cendekia eL-Hakim')).toBe('SMP Islam Cendekia eL-Hakim');
  });

  it('separates a school type glued to the next word or number', () => {
    expect(displayName('SDISLAM AL MAARIF')).toBe('SD Islam Al Maarif');
    expect(displayName('SDNEGERI 1 BULUAN')).toBe('SD Negeri 1 Buluan');
    expect(displayName('SDN12 RANDANGAN')).toBe('SDN 12 Randangan');
    // real acronyms are not split
    expect(displayName('SMAIT AL FITYAN')).toBe('SMAIT Al Fityan');
    expect(displayName('SMALB NEGERI 1')).toBe('SMALB Negeri 1');
  });

  it('collapses whitespace', () => {
    expect(displayName('  SD  NEGERI   3 BAKONGAN ')).toBe('SD Negeri 3 Bakongan');
  });

  it('writes a particle in upper case when it starts the name', () => {
    expect(displayName('DAN SEKOLAH')).toBe('Dan Sekolah');
  });
});
