import { cn } from '@/lib/cn';

/** Brand mark: a "W" riding a wash wave, with two bubbles. Same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('h-9 w-9 shrink-0', className)} aria-hidden="true">
      <defs>
        <linearGradient id="washday-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#059669" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#washday-mark)" />
      <path
        d="M14 26c5-4 9-4 12 0s7 4 12 0 9-4 12 0"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        opacity=".55"
      />
      <path
        d="M13 35l8.5 15L32 37l10.5 13L51 35"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="46" cy="15" r="3.5" fill="#fff" opacity=".85" />
      <circle cx="39" cy="12" r="2" fill="#fff" opacity=".6" />
    </svg>
  );
}

export function Logo({ className, tagline }: { className?: string; tagline?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        {/* The brand name stays as it is in every language. */}
        <span translate="no" className="text-[22px] font-extrabold tracking-tight text-ink">
          Wash<span className="text-brand-600">day</span>
        </span>
        {/* The space keeps the brand and the tagline two words in the link's name ('Washday Rider Portal'). */}
        {tagline ? (
          <>
            {' '}
            <span className="mt-1 text-[11px] font-medium tracking-wide text-slate-500">{tagline}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
