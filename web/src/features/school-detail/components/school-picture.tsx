import { cn } from '@web/lib/cn';

/**
 * The school's picture, or a small inline illustration when it has none (no
 * request, no layout shift: the box has a fixed aspect ratio either way).
 */
export function SchoolPicture({
  src,
  alt,
  className,
}: {
  src?: string | null;
  alt: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'aspect-[16/9] w-full overflow-hidden md:aspect-[4/3] rounded-lg bg-gradient-to-b from-brand-50 to-slate-100',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" decoding="async" />
      ) : (
        <SchoolIllustration />
      )}
    </div>
  );
}

function SchoolIllustration() {
  return (
    <svg
      viewBox="0 0 160 120"
      className="size-full"
      role="img"
      aria-label="Ilustrasi gedung sekolah"
    >
      <rect x="0" y="96" width="160" height="24" fill="#cbd5e1" />
      <rect x="22" y="52" width="116" height="46" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
      <path d="M16 54 80 22l64 32z" fill="#1d4ed8" />
      <rect x="74" y="8" width="2" height="18" fill="#475569" />
      <path d="M76 8h14l-4 4 4 4H76z" fill="#dc2626" />
      <rect x="70" y="72" width="20" height="26" fill="#1e40af" />
      {[32, 50, 98, 116].map((x) => (
        <rect key={x} x={x} y="62" width="12" height="12" fill="#bfdbfe" stroke="#64748b" />
      ))}
      <circle cx="80" cy="42" r="6" fill="#eff6ff" stroke="#1e3a8a" strokeWidth="1.5" />
    </svg>
  );
}
