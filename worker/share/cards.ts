// The share images' layout, as the element objects satori reads (no JSX in
// the worker). Colours follow the site's brand.
import { formatNumber, formatRupiah } from '@core/format';
import { EDUCATION_LEVEL_LABELS, type EducationLevel } from '@core/levels';
import { MINIMUM_WORDS } from '@core/fee-knowledge';
import { SITE_NAME } from '@core/seo';

export interface CardElement {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardChild | CardChild[] };
}
type CardChild = CardElement | string;

const BRAND = '#0f766e';
const INK = '#0f172a';
const MUTED = '#475569';

function el(type: string, style: Record<string, unknown>, children?: CardChild | CardChild[]) {
  return { type, props: { style: { display: 'flex', ...style }, children } };
}

function badge(text: string, colour: string): CardElement {
  return el(
    'div',
    {
      padding: '8px 20px',
      borderRadius: 999,
      background: colour,
      color: '#ffffff',
      fontSize: 28,
      fontWeight: 700,
    },
    text,
  );
}

function frame(children: CardChild[]): CardElement {
  // explicit sizes: satori adds padding to a box's width
  return el(
    'div',
    {
      width: 1200,
      height: 630,
      flexDirection: 'column',
      background: 'linear-gradient(135deg, #f0fdfa 0%, #ffffff 60%)',
      fontFamily: 'Inter',
      color: INK,
    },
    [
      el('div', { width: 1200, height: 16, background: BRAND }),
      el(
        'div',
        {
          width: 1072,
          height: 502,
          margin: '52px 64px 60px 64px',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        children,
      ),
    ],
  );
}

const brandLine = el('div', { fontSize: 30, fontWeight: 700, color: BRAND }, SITE_NAME);

/** Long names get a smaller type so they fit in three lines. */
function nameSize(name: string): number {
  return name.length > 60 ? 52 : name.length > 36 ? 62 : 72;
}

export interface SchoolCard {
  name: string;
  level: EducationLevel;
  status: 'Negeri' | 'Swasta';
  city: string;
  province: string;
  /**
   * the fee year shown and its 'Total Biaya Awal' (a minimum when an item is unknown); null
   * without fees. `rules`: what fee rules fix when the school states no fee of its own (issue 20)
   */
  fees: {
    year: string;
    total: number;
    isSample: boolean;
    minimum: boolean;
    rules?: string | null;
  } | null;
}

export function schoolCard(card: SchoolCard): CardElement {
  const fees = card.fees?.rules
    ? el('div', { flexDirection: 'column', gap: 6 }, [
        el('div', { fontSize: 30, color: MUTED }, `Biaya menurut aturan, ${card.fees.year}`),
        el(
          'div',
          { fontSize: 40, fontWeight: 700, color: BRAND, lineHeight: 1.2, maxHeight: 150 },
          `${card.fees.rules.charAt(0).toUpperCase()}${card.fees.rules.slice(1)}`,
        ),
        el('div', { fontSize: 26, color: MUTED }, 'Biaya lain belum diketahui'),
      ])
    : card.fees
      ? el('div', { flexDirection: 'column' }, [
          el(
            'div',
            { fontSize: 30, color: MUTED },
            `Total Biaya Awal ${card.fees.year}${card.fees.isSample ? ' (data contoh)' : ''}`,
          ),
          el(
            'div',
            { fontSize: 64, fontWeight: 700, color: BRAND, alignItems: 'baseline', gap: 16 },
            [
              ...(card.fees.minimum ? [el('div', { fontSize: 36 }, MINIMUM_WORDS)] : []),
              formatRupiah(card.fees.total),
            ],
          ),
        ])
      : el('div', { fontSize: 44, fontWeight: 700, color: MUTED }, 'Belum ada data biaya');
  return frame([
    el('div', { justifyContent: 'space-between', alignItems: 'center' }, [
      brandLine,
      el('div', { gap: 12 }, [
        badge(EDUCATION_LEVEL_LABELS[card.level], BRAND),
        badge(card.status, card.status === 'Negeri' ? '#1d4ed8' : '#7c3aed'),
      ]),
    ]),
    el('div', { flexDirection: 'column', gap: 12 }, [
      el(
        'div',
        { fontSize: nameSize(card.name), fontWeight: 700, lineHeight: 1.1, maxHeight: 260 },
        card.name,
      ),
      el('div', { fontSize: 34, color: MUTED }, `${card.city}, ${card.province}`),
    ]),
    fees,
  ]);
}

export interface CityCard {
  name: string;
  province: string;
  schools: number;
  /** schools with real fees */
  withFees: number;
  /** schools with demo fees only: said apart, never counted as data */
  withSampleFees: number;
}

const count = (value: number) => formatNumber(value);

export function cityCard(card: CityCard): CardElement {
  return frame([
    brandLine,
    el('div', { flexDirection: 'column', gap: 12 }, [
      el('div', { fontSize: 40, color: MUTED }, 'Biaya sekolah di'),
      el('div', { fontSize: nameSize(card.name), fontWeight: 700, lineHeight: 1.1 }, card.name),
      el('div', { fontSize: 34, color: MUTED }, card.province),
    ]),
    el('div', { flexDirection: 'column', gap: 8 }, [
      el('div', { fontSize: 36, fontWeight: 700, color: BRAND }, [
        `${count(card.schools)} sekolah · ${count(card.withFees)} dengan data biaya`,
      ]),
      ...(card.withSampleFees > 0
        ? [
            el('div', { fontSize: 28, color: MUTED }, [
              `${count(card.withSampleFees)} sekolah dengan data contoh (bukan biaya resmi)`,
            ]),
          ]
        : []),
    ]),
  ]);
}
