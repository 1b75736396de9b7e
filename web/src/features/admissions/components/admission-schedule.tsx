import type { Admission } from '@core/contracts/admissions';
import { SCHEDULE_KIND_LABELS, orderSchedule } from '@core/admissions';
import { formatShortDate } from '@core/format';
import { cn } from '@web/lib/cn';

/** '1 Jun 2027 – 5 Jun 2027', or one day. */
function dayRange(startsOn: string, endsOn: string): string {
  const start = formatShortDate(startsOn);
  return startsOn === endsOn ? start : `${start} – ${formatShortDate(endsOn)}`;
}

/** The schedule, what is still to come (or under way) first, then what is over. */
export function AdmissionSchedule({
  schedule,
  today,
}: {
  schedule: Admission['schedule'];
  /** yyyymmdd in Jakarta */
  today: number;
}) {
  if (schedule.length === 0) return null;
  const entries = orderSchedule(schedule, today);
  return (
    <div>
      <h4 className="font-semibold text-slate-900">Jadwal</h4>
      <ol
        aria-label="Jadwal"
        className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200"
      >
        {entries.map((entry, index) => (
          <li
            key={`${entry.kind}-${entry.startsOn}-${index}`}
            className={cn(
              'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2',
              entry.past && 'text-slate-500',
              entry.current && 'bg-emerald-50',
            )}
          >
            <span className="font-medium">
              {SCHEDULE_KIND_LABELS[entry.kind]}
              {entry.label && <span className="font-normal"> · {entry.label}</span>}
            </span>
            <span className="text-sm tabular-nums">
              {dayRange(entry.startsOn, entry.endsOn)}
              {entry.current && (
                <strong className="ml-2 text-emerald-800">Sedang berlangsung</strong>
              )}
              {entry.past && <span className="ml-2">Selesai</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
