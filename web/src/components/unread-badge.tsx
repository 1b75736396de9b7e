import { cn } from '@web/lib/cn';

/** A small count of unread notifications, e.g. on the navbar's Dashboard link. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white',
        className,
      )}
    >
      {count > 9 ? '9+' : count}
      <span className="sr-only"> pemberitahuan baru</span>
    </span>
  );
}
