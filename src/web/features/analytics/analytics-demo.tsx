import { CategoryBarChart, type CategoryCount } from './components/category-bar-chart.js';
import { Panel } from './components/panel.js';
import { TimeSeriesChart } from './components/time-series-chart.js';

// Made-up numbers for the public demo (issue 13: /features/analytics shows the real charts on
// sample data, labelled as such). Fixed, so the demo looks the same on every visit.
const DEMO_DAYS: { label: string; scans: number; unique: number }[] = (
  [
    [41, 33],
    [38, 30],
    [52, 41],
    [47, 36],
    [63, 49],
    [88, 70],
    [79, 61],
    [45, 37],
    [50, 40],
    [58, 45],
    [61, 48],
    [72, 57],
    [96, 77],
    [90, 71],
  ] satisfies [number, number][]
).map(([scans, unique], i) => ({ label: `Day ${i + 1}`, scans, unique }));

const DEMO_DEVICES: CategoryCount[] = [
  { label: 'Mobile', count: 742 },
  { label: 'Tablet', count: 96 },
  { label: 'Desktop', count: 43 },
];

/**
 * The dashboard's own analytics charts (the same components, also used by the analytics
 * overview and each code's dialog) drawn on sample data for the public /features/analytics
 * page, under a label that says so.
 */
export function AnalyticsDemo() {
  return (
    <div data-testid="analytics-demo">
      <p className="mb-4 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        Demo with sample data: not real scans
      </p>
      <div className="grid gap-5 lg:grid-cols-3">
        <Panel title="Scans over time" className="lg:col-span-2">
          <TimeSeriesChart
            rows={DEMO_DAYS}
            series={[
              { key: 'scans', label: 'Scans' },
              { key: 'unique', label: 'Unique visitors' },
            ]}
            caption="Sample scans and unique visitors per day (demo data)"
            timeHeader="Day"
          />
        </Panel>
        <Panel title="Devices">
          <CategoryBarChart
            data={DEMO_DEVICES}
            caption="Sample scans per device type (demo data)"
            categoryHeader="Device"
          />
        </Panel>
      </div>
    </div>
  );
}
