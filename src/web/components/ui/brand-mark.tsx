/**
 * The QR Shark mark: a blue tile with three QR finder squares and a shark fin. Same drawing
 * as public/favicon.svg. Decorative: the surrounding link or text carries the name.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1E40AF" />
      <g fill="none" stroke="#fff" strokeWidth="2">
        <rect x="5" y="5" width="8" height="8" rx="1.5" />
        <rect x="19" y="5" width="8" height="8" rx="1.5" />
        <rect x="5" y="19" width="8" height="8" rx="1.5" />
      </g>
      <path d="M17 27c2-5 4.5-8.5 9-10-1.2 3.5-1.2 7 .5 10z" fill="#60A5FA" />
    </svg>
  );
}
