import { RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

interface LoadErrorProps {
  /** what failed, in Indonesian, e.g. 'Data sekolah gagal dimuat.' */
  message: string;
  /** SPEC's own text for the failure (e.g. 'Failed to fetch schools'), shown under it */
  detail?: string;
  /** refetches the failed query (react-query's refetch) */
  onRetry: () => void;
  /** true while the retry runs: the button waits */
  retrying?: boolean;
  className?: string;
}

/**
 * The one way a failed list or section says so (issue 11 'Flaky networks'):
 * what failed, a hint, and 'Coba Lagi', which fetches it again. Reads have
 * already retried on their own (lib/query-client.ts) before this shows.
 */
export function LoadError({
  message,
  detail,
  onRetry,
  retrying = false,
  className,
}: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn('rounded-lg border border-red-200 bg-red-50 p-4 text-red-800', className)}
    >
      <p className="font-medium">{message}</p>
      {detail && <p className="mt-1 text-xs">{detail}</p>}
      <p className="mt-1 text-sm">Periksa koneksi internet Anda, lalu coba lagi.</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={retrying}
        onClick={onRetry}
      >
        <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        Coba Lagi
      </Button>
    </div>
  );
}
