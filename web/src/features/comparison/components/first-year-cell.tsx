import type { SchoolSummary } from '@core/contracts/schools';
import { RULE_MARK } from '@core/fee-rule-texts';
import { FeeTotal } from '@web/components/fee-total';
import { ColumnHelp } from './column-help';

export const FIRST_YEAR_HELP =
  'Biaya tahun pertama: biaya sekali bayar, 12 kali biaya bulanan, biaya tahunan, dan 2 kali biaya per semester atau per 6 bulan.';

/** Header of the comparison's first-year column (issue 10). */
export function FirstYearHeader() {
  return (
    <th scope="col" className="px-2.5 py-3 font-semibold">
      <ColumnHelp title="Biaya Tahun Pertama" help={FIRST_YEAR_HELP} />
    </th>
  );
}

/**
 * The school's first-year total ('paling sedikit' when an item is unknown), or
 * '-' without fees (or in an index built before it existed).
 */
export function FirstYearCell({ school }: { school: SchoolSummary }) {
  const total = school.costs?.firstYearTotal;
  return (
    <td className="px-2.5 py-3 font-semibold whitespace-nowrap text-slate-900">
      {total === undefined ? (
        '-'
      ) : (
        <FeeTotal amount={total} unknownItems={school.costs?.unknownItems} align="start" />
      )}
      {total !== undefined && school.costs?.basis === 'rule' && (
        <span
          className="block text-xs font-normal text-slate-600"
          title="Dari aturan biaya, bukan dari sekolah"
        >
          {RULE_MARK}
        </span>
      )}
    </td>
  );
}
