import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, type CityBreakdown } from '../../../../contracts/analytics.js';
import { CityTable } from './city-table.js';

const fmt = (n: number) => new Intl.NumberFormat().format(n);

const CITIES: CityBreakdown = {
  source: 'dbip',
  rows: [
    { city: 'Mountain View', region: 'California', country: 'US', scans: 1200 },
    { city: 'Springfield', region: 'Illinois', country: 'US', scans: 30 },
    { city: 'Springfield', region: 'Missouri', country: 'US', scans: 20 },
    { city: 'Vaduz', region: null, country: 'LI', scans: 10 },
  ],
  otherScans: 40,
  unknownScans: 100,
};
const TOTAL = 1400;

function cellsOf(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
}

describe('CityTable', () => {
  it('lists each city with its region and country, count and share, then the rest', () => {
    render(<CityTable cities={CITIES} total={TOTAL} />);
    const table = screen.getByRole('table', { name: 'Scans by city' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['City', 'Scans', 'Share']);
    expect(cellsOf(table)).toEqual([
      ['\u{1F1FA}\u{1F1F8}Mountain ViewCalifornia, United States', fmt(1200), '86%'],
      // Same-named cities stay apart by their region.
      ['\u{1F1FA}\u{1F1F8}SpringfieldIllinois, United States', '30', '2%'],
      ['\u{1F1FA}\u{1F1F8}SpringfieldMissouri, United States', '20', '1%'],
      ['\u{1F1F1}\u{1F1EE}VaduzLiechtenstein', '10', '1%'],
      ['Other cities', '40', '3%'],
      ['City not known', '100', '7%'],
    ]);
  });

  it('credits DB-IP beside the data, linked, as its CC BY 4.0 licence asks', () => {
    render(<CityTable cities={CITIES} total={TOTAL} />);
    const credit = screen.getByRole('link', { name: 'IP geolocation by DB-IP' });
    expect(credit.getAttribute('href')).toBe('https://db-ip.com');
    expect(credit.parentElement?.textContent).toBe('IP geolocation by DB-IP (CC BY 4.0)');
  });

  it('credits MaxMind for GeoLite2 data and no one for a commercial file', () => {
    const { unmount } = render(
      <CityTable cities={{ ...CITIES, source: 'geolite2' }} total={TOTAL} />,
    );
    expect(
      screen
        .getByRole('link', { name: 'This product includes GeoLite2 data created by MaxMind' })
        .getAttribute('href'),
    ).toBe('https://www.maxmind.com');
    unmount();
    render(<CityTable cities={{ ...CITIES, source: 'other' }} total={TOTAL} />);
    expect(screen.getByRole('table', { name: 'Scans by city' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says city analytics are off and how to turn them on, rather than an empty table', () => {
    render(
      <CityTable cities={{ source: null, rows: [], otherScans: 0, unknownScans: 12 }} total={12} />,
    );
    expect(screen.getByText(ANALYTICS_MESSAGES.citiesOff)).toBeTruthy();
    expect(ANALYTICS_MESSAGES.citiesOff).toContain('npm run city-database');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says no scan was placed in a city when the database is on but found none', () => {
    render(
      <CityTable cities={{ source: 'dbip', rows: [], otherScans: 0, unknownScans: 3 }} total={3} />,
    );
    expect(screen.getByText(ANALYTICS_MESSAGES.citiesNone)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'IP geolocation by DB-IP' })).toBeTruthy();
  });
});
