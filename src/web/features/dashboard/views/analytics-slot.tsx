import { ChartColumn } from 'lucide-react';

// Where the analytics views of src/web/features/analytics plug in: AnalyticsOverview (whole
// account) and CodeAnalyticsDialogContent ({ codeId }). Until that feature lands, a plain
// panel says what will load here.

function Placeholder({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="grid justify-items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-8 text-center text-sm text-gray-600"
    >
      <ChartColumn className="h-8 w-8 text-gray-400" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** The Analytics view of the dashboard (all codes). */
export function AnalyticsOverviewSlot() {
  return <Placeholder text="Analytics for all your QR codes load here." />;
}

/** The per-code analytics dialog's body. */
export function CodeAnalyticsSlot({ codeId }: { codeId: number }) {
  return (
    <div data-code-id={codeId}>
      <Placeholder text="Analytics for this code load here: scans over time, devices, countries and referrers." />
    </div>
  );
}
