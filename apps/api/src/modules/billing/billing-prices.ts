import {
  type BillingIntervalUnit,
  type BillingPlan,
  type LocationPreview,
  type PricingPreview,
  TRIAL_LOCATION_LIMIT,
} from '@repute/domain';
import type { AccountBillingRow, PlanRow } from './billing.repo';

const DAY_MS = 86_400_000;

export function planOf(row: PlanRow): BillingPlan {
  return {
    id: row.id,
    name: row.name,
    monthly_unit_cents: row.monthlyUnitCents,
    annual_unit_cents: row.annualUnitCents,
    setup_fee_cents: row.setupFeeCents,
    features: row.features,
    trial_days: row.trialDays,
    trial_location_limit: row.trialLocationLimit,
  };
}

export const unitCents = (plan: PlanRow, unit: BillingIntervalUnit) =>
  unit === 'year' ? plan.annualUnitCents : plan.monthlyUnitCents;

/** Every location is billed; an account with none yet pays for the one it is about to add. */
export const billedQuantity = (locations: number) => Math.max(1, locations);

export function nextCycleStart(from: Date, unit: BillingIntervalUnit): Date {
  const next = new Date(from);
  if (unit === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * What a plan would cost (spec 000 §3 "pricing preview", decision 0134). Without a running subscription the
 * whole first cycle and the setup fee are due today. With one, the change is prorated by the days left of the
 * current cycle (a cheaper plan gives a credit: negative cents) and the cycle keeps its date.
 */
export function pricingPreview(input: {
  plan: PlanRow;
  unit: BillingIntervalUnit;
  locations: number;
  current: AccountBillingRow | undefined;
  now: Date;
}): PricingPreview {
  const { plan, unit, current, now } = input;
  const quantity = billedQuantity(input.locations);
  const total = unitCents(plan, unit) * quantity;
  const running = current?.subscriptionId && current.currentPeriodEnd && current.currentPeriodEnd > now;
  if (!running || !current?.currentPeriodEnd || current.intervalUnit !== unit) {
    return {
      interval: 1,
      interval_unit: unit,
      quantity,
      total_cents: total,
      prorated_cents: total,
      next_billing_cycle_start_date: nextCycleStart(now, unit).toISOString(),
      setup_amount: current?.subscriptionId ? 0 : plan.setupFeeCents,
    };
  }
  const cycleStart = unit === 'year' ? 365 * DAY_MS : 30 * DAY_MS;
  const left = Math.min(1, (current.currentPeriodEnd.getTime() - now.getTime()) / cycleStart);
  return {
    interval: 1,
    interval_unit: unit,
    quantity,
    total_cents: total,
    prorated_cents: Math.round((total - current.amountCents) * left),
    next_billing_cycle_start_date: current.currentPeriodEnd.toISOString(),
    setup_amount: 0,
  };
}

/** Spec 001 §7 location_preview, from the account's plan (or the cheapest, which a trial starts on). */
export function locationPreview(input: {
  plan: PlanRow | undefined;
  unit: BillingIntervalUnit;
  trial: boolean;
  locations: number;
  added: number;
  billingOn: boolean;
}): LocationPreview {
  const { plan, trial, added, billingOn } = input;
  const monthly =
    billingOn && plan ? (input.unit === 'year' ? Math.round(plan.annualUnitCents / 12) : plan.monthlyUnitCents) : 0;
  const limit = billingOn && trial ? (plan?.trialLocationLimit ?? TRIAL_LOCATION_LIMIT) : null;
  return {
    new_location_monthly_unit_cents: monthly,
    num_added_locations: added,
    total_monthly_cents: monthly * added,
    trial_location_limit_reached: limit !== null && input.locations + added > limit,
    trial_location_limit: limit,
  };
}
