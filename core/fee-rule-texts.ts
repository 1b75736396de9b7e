// What parents read about a fee rule (issue 20): its label beside a fee, its
// evidence and date, and the explanation a rule that fixes no fee gives beside
// an unknown one. Indonesian, composed from the rule's fields.
import { formatRupiah, MONTHS } from './format';
import {
  FEE_FIXING_KINDS,
  itemsText,
  type FeeRule,
  type RuleEvidence,
  type RuleItem,
} from './fee-rules';

/** The short word beside a fee fixed by a rule on cards and tables: 'SPP Rp 0 · aturan'. */
export const RULE_MARK = 'aturan';

export const EVIDENCE_LABELS: Record<RuleEvidence, string> = {
  regulation_text: 'Teks peraturan',
  news_citing_instrument: 'Berita yang menyebut peraturannya',
  news_programme: 'Berita tentang program pemerintah daerah',
  weak: 'Bukti lemah',
};

/**
 * 'Berlaku sejak 28 Juni 2012', '… Januari 2020', '… 2017', '… tahun ajaran
 * 2017/2018': as precise as the source was; null when it gave no date.
 */
export function effectiveLabel(
  rule: Pick<FeeRule, 'effectiveFrom' | 'effectiveText'>,
): string | null {
  if (!rule.effectiveFrom) return null;
  const text = rule.effectiveText?.trim() ?? '';
  const [year, month, day] = rule.effectiveFrom.split('-').map(Number) as [number, number, number];
  const academic = /^([0-9]{4})\/([0-9]{4})/.exec(text);
  if (academic) return `Berlaku sejak tahun ajaran ${academic[1]}/${academic[2]}`;
  if (/^[0-9]{4}(?![-/0-9])/.test(text)) return `Berlaku sejak ${year}`;
  if (/^[0-9]{4}-[0-9]{2}(?!-)/.test(text)) return `Berlaku sejak ${MONTHS[month - 1]} ${year}`;
  return `Berlaku sejak ${day} ${MONTHS[month - 1]} ${year}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the rule says, in a sentence, for a rule that fixes no fee of this school. */
function composedExplanation(rule: FeeRule, fixesForOthers: boolean): string {
  const items = itemsText(rule.items);
  switch (rule.kind) {
    case 'capped_levy':
      return `${capitalised(items)} dapat dikenakan, paling banyak ${formatRupiah(rule.amount ?? 0)}/bulan.`;
    case 'levies_continue':
      return `${capitalised(items)} masih dapat dipungut sekolah; besarnya belum diketahui.`;
    case 'unclear':
      return 'Aturan biaya sekolah di daerah ini belum jelas; belum ada biaya yang bisa dipastikan dari aturan.';
    case 'reported_free':
      return `${capitalised(items)} dilaporkan gratis, tetapi aturannya belum ditemukan.`;
    case 'ruling_not_yet_implemented':
      return 'Pendidikan dasar tanpa biaya, juga di sekolah swasta, sudah diputuskan tetapi belum diterapkan; sekolah swasta masih dapat memungut biaya.';
    case 'uniform_not_compulsory':
      return 'Sekolah tidak boleh mewajibkan membeli seragam baru dari sekolah; harga seragam belum diketahui.';
    case 'subsidy':
      return `Pemerintah provinsi membantu ${items} sebagian; yang tetap dibayar orang tua belum diketahui.`;
    case 'subsidy_no_levy':
      return `Sekolah swasta peserta program ini dibiayai pemerintah provinsi dan tidak boleh memungut ${items}; belum diketahui apakah sekolah ini ikut.`;
    case 'free_for_programme_pupils':
      return `Sekolah ini ikut program sekolah swasta gratis: tanpa ${items} bagi murid dalam kuota program; murid lain dapat dikenai biaya.`;
    case 'no_spp_with_exceptions':
      return `${capitalised(items)} tidak dipungut, kecuali di sebagian sekolah yang dikecualikan; belum diketahui apakah sekolah ini termasuk.`;
    default:
      if (rule.evidence === 'weak')
        return `${capitalised(items)} dilaporkan tidak dipungut, tetapi buktinya lemah.`;
      if (fixesForOthers)
        return `Aturan ini melarang pungutan ${items} di sekolah negeri; untuk sekolah ini penerapannya belum dapat dipastikan.`;
      return `Aturan ini melarang pungutan ${items}.`;
  }
}

/**
 * The explanation a rule gives beside a fee it does not fix ('Iuran komite
 * dapat dikenakan, paling banyak Rp 100.000/bulan.'): the site admin's own
 * words when written, else composed from the rule.
 */
export function ruleExplanation(rule: FeeRule): string {
  if (rule.explanation?.trim()) return rule.explanation.trim();
  return composedExplanation(rule, rule.status === 'all');
}

/** A school line that contradicts a no-fee rule: what the rule says beside it. */
export function conflictText(item: RuleItem, rule: Pick<FeeRule, 'title'>): string {
  return `Menurut aturan (${rule.title}), ${itemsText([item])} sekolah ini seharusnya Rp 0.`;
}

/** Beside the lines of a no-fee rule (Permendikbud 75/2016 Pasal 12): what may still be asked. */
export const VOLUNTARY_DONATION_NOTE =
  'Sumbangan sukarela melalui komite sekolah tetap boleh diminta, tanpa jumlah dan batas waktu yang ditentukan.';

/** The instrument's sources as a list ('a ; b ; c' in the file). */
export function ruleSources(sources: string): string[] {
  return sources
    .split(/\s*;\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One sentence of what a rule says, for lists: the fee it fixes, or its explanation. */
export function ruleSummary(rule: FeeRule): string {
  const fixes =
    FEE_FIXING_KINDS.includes(rule.kind) && rule.amountKind === 'zero' && rule.evidence !== 'weak';
  if (!fixes) return ruleExplanation(rule);
  const items = itemsText(rule.items);
  const who = rule.status === 'swasta' ? 'sekolah swasta' : 'sekolah negeri';
  return `${items.charAt(0).toUpperCase()}${items.slice(1)} Rp 0 di ${who} yang tercakup.`;
}

/** The entries of a fee summary as the rule sentence needs them (core/contracts FeeSummary). */
interface SummaryEntries {
  spp?: { amount: number; source?: { kind: string; label: string | null } } | null;
  uangPangkal?: { amount: number; source?: { kind: string; label: string | null } } | null;
}

/**
 * What a school's rules fix, in one sentence for share texts and cards:
 * 'SPP dan uang pangkal Rp 0 menurut aturan (Permendikbud 44/2012 Pasal 9(1))';
 * null when no summary entry comes from a rule.
 */
export function ruleFeesSentence(costs: SummaryEntries | null | undefined): string | null {
  if (!costs) return null;
  const named: [string, SummaryEntries['spp']][] = [
    ['SPP', costs.spp],
    ['uang pangkal', costs.uangPangkal],
  ];
  const fixed = named.filter(([, entry]) => entry?.source?.kind === 'regulation');
  if (fixed.length === 0) return null;
  const labels = [...new Set(fixed.map(([, entry]) => entry!.source!.label ?? 'Aturan'))];
  const rules = labels.map((label) => label.replace(/^Aturan: /, '')).join('; ');
  return `${fixed.map(([name]) => name).join(' dan ')} Rp 0 menurut aturan (${rules})`;
}

/** When rules fix fees the summary does not name (daftar ulang, komite). */
export const RULE_FEES_FALLBACK = 'sebagian biaya Rp 0 menurut aturan';
