import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { BarChart3, CalendarRange, Download, Globe2, MonitorSmartphone, Radio } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useNearViewport } from '../../lib/use-near-viewport.js';
import { PageHeader, Section } from './page-parts.js';

// The analytics feature's charts (our SVG charts) load after the page itself: they are drawn in the
// browser only, so the prerendered page holds their place with a box of the same height.
const AnalyticsDemo = lazy(() =>
  import('../analytics/index.js').then((m) => ({ default: m.AnalyticsDemo })),
);

function DemoPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[22rem] rounded-xl border border-gray-200 bg-gray-50 lg:h-[19rem]"
    />
  );
}

/**
 * The live demo of the dashboard's charts, once the page runs in the browser and the demo is
 * near the viewport: it sits below the fold, and loading and drawing the charts (their code is
 * the page's largest part) would otherwise hold up the page while it starts.
 */
function LiveDemo() {
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(box);
  return (
    <div ref={box}>
      {hydrated && near ? (
        <Suspense fallback={<DemoPlaceholder />}>
          <AnalyticsDemo />
        </Suspense>
      ) : (
        <DemoPlaceholder />
      )}
    </div>
  );
}

const CARDS = [
  {
    icon: Radio,
    title: 'Real-time scan tracking',
    text: 'Scans of your dynamic codes appear within seconds, with a live indicator while you watch, and a running total per code.',
  },
  {
    icon: Globe2,
    title: 'Geographic insights',
    text: 'See the countries your scans come from, looked up on our own server without storing anyone’s IP address.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Device and browser analytics',
    text: 'Break scans down by device type, operating system and browser to know how people reach you.',
  },
  {
    icon: BarChart3,
    title: 'Performance metrics',
    text: 'Total and unique scans over time for each code and for all your codes, with bots and link previews kept out of the numbers.',
  },
  {
    icon: Download,
    title: 'CSV and PDF export',
    text: 'Download a code’s scans as a CSV file for your spreadsheet, or a PDF report to share.',
  },
  {
    icon: CalendarRange,
    title: 'Custom date range filtering',
    text: 'Look at the last days or weeks, or pick your own start and end dates, in your own time zone.',
  },
];

/** /features/analytics (spec 001 §2): what the scan analytics of dynamic codes show. */
export function AnalyticsFeaturePage() {
  usePageMeta(
    'QR Code Analytics & Tracking',
    'Scan analytics for dynamic QR codes: real-time counts, countries, devices and browsers, unique visitors, CSV and PDF export, without storing IP addresses.',
  );
  return (
    <>
      <PageHeader title="QR Code Analytics & Tracking">
        <p>
          Dynamic codes count every scan. See when, where and on what devices your codes are
          scanned, without tracking the people who scan them.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/register" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            Start Tracking Now
          </Link>
          <Link href="/features" className={buttonClasses('outline', 'px-6 py-3 text-base')}>
            View All Features
          </Link>
        </div>
      </PageHeader>
      <Section id="analytics-features" title="What you can see">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              data-testid="analytics-feature-card"
              className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
            >
              <Icon className="h-6 w-6 text-blue-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="analytics-demo" title="See it in action">
        <p className="mb-6 max-w-3xl text-gray-700">
          These are the charts of your dashboard, drawn here on sample data. Hover or tap a point to
          see its numbers; screen readers get the same numbers as a table.
        </p>
        <LiveDemo />
      </Section>
      <Section
        id="analytics-plans"
        title="Included with a free account"
        className="bg-gray-50 py-12"
      >
        <p className="max-w-3xl text-gray-700">
          A free account includes one dynamic code with analytics: every scan is counted, with full
          detail (country, device, browser) for the first 100 scans of each code every month. The
          trial and subscriptions keep the detail of every scan.
        </p>
        <Link href="/register" className={buttonClasses('primary', 'mt-6')}>
          Get Started Free
        </Link>
      </Section>
    </>
  );
}
