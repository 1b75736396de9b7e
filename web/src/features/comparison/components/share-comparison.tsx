import { useState } from 'react';
import { Link2, MessageCircle } from 'lucide-react';
import { comparisonShareText } from '@core/share';
import { Button, buttonVariants } from '@web/components/ui/button';

/**
 * Share the comparison: a WhatsApp message with the link (saying so when some
 * fees are sample data), and a copy button.
 * The address is read when clicked (the page's own URL), never during render.
 */
export function ShareComparison({
  path,
  count,
  hasSample = false,
}: {
  path: string;
  count: number;
  /** some school's fees are demo data: the message says so */
  hasSample?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const message = comparisonShareText(count, hasSample);
  const absolute = () => new URL(path, window.location.origin).toString();
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${message}: ${path}`)}`}
        onClick={(event) => {
          // the real address, so the link works from the parent's phone
          event.currentTarget.href = `https://wa.me/?text=${encodeURIComponent(`${message}: ${absolute()}`)}`;
        }}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <MessageCircle aria-hidden="true" />
        Bagikan ke WhatsApp
      </a>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(absolute()).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        <Link2 aria-hidden="true" />
        {copied ? 'Tautan disalin' : 'Salin tautan'}
      </Button>
    </div>
  );
}
