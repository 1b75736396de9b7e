import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Eye } from 'lucide-react';
import { formatDate } from '@core/format';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useCurrentUser } from '@web/lib/current-user';
import { formatNumber } from '@core/format';
import { viewCountQuery } from '../api/school';
import { ContributeLink } from './contribute-link';

/**
 * SPEC §2 quick actions: the report button (passed in by the page), the
 * last-updated date in Indonesian (the newest fee change; none without fees), and the visit count for admin roles only;
 * beyond SPEC, 'Kirim data biaya' opens the contribute form for this school.
 */
export function QuickActions({
  schoolId,
  lastUpdatedAt,
  reportButton,
}: {
  schoolId: number;
  /** the newest fee change; null when the school never had fees (no date is shown) */
  lastUpdatedAt: string | null;
  reportButton: ReactNode;
}) {
  const { isAdmin } = useCurrentUser();
  const views = useQuery(viewCountQuery(schoolId, isAdmin));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Aksi Cepat</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {reportButton}
        <ContributeLink schoolId={schoolId} className="w-full" />
        {lastUpdatedAt && (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Terakhir diperbarui: <strong>{formatDate(lastUpdatedAt)}</strong>
            </span>
          </p>
        )}
        {isAdmin && (
          <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="view-count">
            <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Dilihat:{' '}
              <strong>{views.data ? `${formatNumber(views.data.count)} kali` : '-'}</strong>
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
