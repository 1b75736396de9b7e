import { unitVector } from '@core/geo';
import { writtenWordCount } from '../../normalize';
import {
  grow,
  Interner,
  LEVEL_CODES,
  POPULARITY_RANGE,
  STATUS_CODES,
  type IndexRecord,
} from './fields';

/**
 * The per-document columns of the index: one slot per document version, flat
 * typed arrays for filters and ranking, grown together.
 */
export class SlotColumns {
  readonly provinces = new Interner();
  readonly cities = new Interner();
  readonly districts = new Interner();
  readonly curricula = new Interner();

  slotCount = 0;
  liveCount = 0;
  deadCount = 0;
  ids = new Float64Array(0);
  alive = new Uint8Array(0);
  level = new Uint8Array(0);
  status = new Uint8Array(0);
  province = new Uint16Array(0);
  city = new Uint16Array(0);
  district = new Uint16Array(0);
  curriculum = new Uint16Array(0);
  totalCost = new Float64Array(0);
  hasFees = new Uint8Array(0);
  popularity = new Float64Array(0);
  createdAt = new Float64Array(0);
  /** newest change to the school or its fees: the 'recent' order */
  updatedAt = new Float64Array(0);
  /** NaN when unknown */
  monthlySpp = new Float64Array(0);
  /** newest fee change (NaN without fees) and fee items stated: the 'fees_recent' order */
  feesChangedAt = new Float64Array(0);
  feeFacts = new Uint8Array(0);
  /** trusted position in degrees (NaN when none): the map's box */
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  /** the registration window (yyyymmdd days; 0 when none), for 'pendaftaran dibuka' */
  regOpens = new Int32Array(0);
  regCloses = new Int32Array(0);
  /** trusted position as a unit vector (NaN when none): chords order like distances */
  geoX = new Float64Array(0);
  geoY = new Float64Array(0);
  geoZ = new Float64Array(0);
  /** rank of the name among base slots; slots added later sit between (x.5) */
  nameRank = new Float64Array(0);
  nameLength = new Uint8Array(0);
  /** words the name is written with ('SD Negeri No. 4 X': 5), for exactness */
  nameWords = new Uint8Array(0);
  /** the name's first word and its other spelling ('SDN': sd, sdn), -1 for none */
  firstTerm = new Int32Array(0);
  firstAlt = new Int32Array(0);
  names: string[] = [];

  /** where each slot's words start in the forward index, and how many */
  fwdStart = new Int32Array(0);
  fwdCount = new Uint8Array(0);

  protected ensureSlots(n: number): void {
    if (n <= this.ids.length) return;
    this.ids = grow(this.ids, n);
    this.alive = grow(this.alive, n);
    this.level = grow(this.level, n);
    this.status = grow(this.status, n);
    this.province = grow(this.province, n);
    this.city = grow(this.city, n);
    this.district = grow(this.district, n);
    this.curriculum = grow(this.curriculum, n);
    this.totalCost = grow(this.totalCost, n);
    this.hasFees = grow(this.hasFees, n);
    this.popularity = grow(this.popularity, n);
    this.createdAt = grow(this.createdAt, n);
    this.updatedAt = grow(this.updatedAt, n);
    this.monthlySpp = grow(this.monthlySpp, n);
    this.feesChangedAt = grow(this.feesChangedAt, n);
    this.feeFacts = grow(this.feeFacts, n);
    this.lat = grow(this.lat, n);
    this.lng = grow(this.lng, n);
    this.regOpens = grow(this.regOpens, n);
    this.regCloses = grow(this.regCloses, n);
    this.geoX = grow(this.geoX, n);
    this.geoY = grow(this.geoY, n);
    this.geoZ = grow(this.geoZ, n);
    this.nameRank = grow(this.nameRank, n);
    this.nameLength = grow(this.nameLength, n);
    this.nameWords = grow(this.nameWords, n);
    this.firstTerm = grow(this.firstTerm, n);
    this.firstAlt = grow(this.firstAlt, n);
    this.fwdStart = grow(this.fwdStart, n);
    this.fwdCount = grow(this.fwdCount, n);
  }

  protected setFields(slot: number, r: IndexRecord): void {
    this.level[slot] = LEVEL_CODES.get(r.educationLevel) ?? 0;
    this.status[slot] = r.status ? (STATUS_CODES.get(r.status) ?? 0) : 0;
    this.province[slot] = this.provinces.code(r.provinceId);
    this.city[slot] = this.cities.code(r.cityId);
    this.district[slot] = this.districts.code(r.districtId);
    this.curriculum[slot] = this.curricula.code(r.curriculum);
    this.totalCost[slot] = r.totalCost ?? Number.NaN;
    this.hasFees[slot] = r.hasFees ? 1 : 0;
    // clamped to the bits a ranking key leaves for it
    this.popularity[slot] = Math.min(Math.max(r.popularity, 0), POPULARITY_RANGE - 1);
    this.createdAt[slot] = r.createdAt;
    this.updatedAt[slot] = r.updatedAt;
    this.monthlySpp[slot] = r.monthlySpp ?? Number.NaN;
    // documents indexed before these fields existed have neither
    this.feesChangedAt[slot] = r.feesChangedAt ?? Number.NaN;
    this.feeFacts[slot] = Math.min(r.feeFacts ?? 0, 255);
    this.lat[slot] = r.lat ?? Number.NaN;
    this.lng[slot] = r.lng ?? Number.NaN;
    this.regOpens[slot] = r.registrationOpensOn ?? 0;
    this.regCloses[slot] = r.registrationClosesOn ?? 0;
    const [x, y, z] = r.lat === null || r.lng === null ? [NaN, NaN, NaN] : unitVector(r.lat, r.lng);
    this.geoX[slot] = x;
    this.geoY[slot] = y;
    this.geoZ[slot] = z;
    this.names[slot] = r.name;
    // punctuation and 'No.' change the written words, not the indexed ones
    this.nameWords[slot] = Math.min(writtenWordCount(r.name), 255);
  }
}
