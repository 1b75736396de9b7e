import { Link } from 'react-router-dom';
import type { AuditEntry } from '@core/contracts/admin-overview';
import { formatRelativeTime } from '@core/format';
import { paths } from '@web/config/paths';

/** 'Aktivitas Terbaru': the newest audited admin actions, who did them and when. */
export function RecentActivity({ entries }: { entries: AuditEntry[] | undefined }) {
  if (!entries) return <p className="text-sm text-slate-600">Memuat...</p>;
  if (entries.length === 0)
    return <p className="text-sm text-slate-600">Belum ada aktivitas admin.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between sm:gap-4"
        >
          <span className="text-slate-800">
            {entry.summary}
            {entry.school && (
              <>
                {' '}
                <Link
                  to={paths.school(entry.school.slug)}
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  aria-label={`Lihat ${entry.school.name}`}
                >
                  Lihat
                </Link>
              </>
            )}
            {entry.actor && (
              <span className="block text-xs text-slate-600">oleh {entry.actor.name}</span>
            )}
          </span>
          <time dateTime={entry.at} className="shrink-0 text-sm text-slate-600">
            {formatRelativeTime(entry.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
