import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@web/components/ui/skeleton';
import { CompareToggle } from '@web/features/compare-list/components/compare-toggle';
import { schoolQuery } from '@web/features/school-detail/api/school';
import { ListingCard } from '@web/features/schools/components/listing-card';

/** The card of a school tapped on the results map: its fees, 'Bandingkan' and its page. */
export function MapSchoolCard({ slug }: { slug: string }) {
  const school = useQuery(schoolQuery(slug));
  if (school.isError)
    return <p className="text-sm text-red-700">Data sekolah ini gagal dimuat. Coba ketuk lagi.</p>;
  if (!school.data) return <Skeleton className="h-48 w-full" />;
  return (
    <ListingCard
      school={school.data}
      actions={<CompareToggle school={school.data} className="flex-1" />}
    />
  );
}
