import { describe, expect, it } from 'vitest';
import { planFor, trialDaysRemaining, trialEnd } from './plan.js';

const now = new Date('2026-03-10T12:00:00Z');
const base = {
  subscriptionStatus: 'free',
  trialActivated: false,
  trialStartDate: null,
  trialEndDate: null,
};

describe('planFor', () => {
  it('puts a new account on the free plan: 1 dynamic, 20 saved, 100 detailed scans', () => {
    expect(planFor(base, now)).toMatchObject({
      name: 'free',
      dynamicLimit: 1,
      savedLimit: 20,
      detailedScansPerMonth: 100,
    });
  });

  it('gives 12 dynamic codes during the trial and the free plan after it ends', () => {
    const start = new Date('2026-03-09T12:00:00Z');
    const user = {
      ...base,
      trialActivated: true,
      trialStartDate: start,
      trialEndDate: trialEnd(start),
    };
    expect(planFor(user, now)).toMatchObject({ name: 'trial', dynamicLimit: 12 });
    expect(trialDaysRemaining(user, now)).toBe(2);
    const later = new Date('2026-03-12T12:00:00Z');
    expect(planFor(user, later).name).toBe('free');
    expect(trialDaysRemaining(user, later)).toBe(0);
  });

  it('lifts every limit for a subscriber, even during a trial', () => {
    const user = { ...base, subscriptionStatus: 'active', trialActivated: true, trialEndDate: now };
    expect(planFor(user, now)).toMatchObject({
      name: 'subscribed',
      dynamicLimit: null,
      savedLimit: null,
      detailedScansPerMonth: null,
    });
  });
});
