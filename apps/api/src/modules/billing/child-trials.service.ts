import { type ChildTrial, daysLeftInTrial, type TrialConversion, type TrialExtension } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { notFound, unprocessable } from '../../platform/errors';
import type { BillingRepo } from './billing.repo';

type TrialRow = Awaited<ReturnType<BillingRepo['childTrials']>>[number];

const DAY_MS = 86_400_000;
export const NOT_IN_TRIAL_MESSAGE = 'This account is not in trial.';
export const CHOOSE_PLAN_MESSAGE = 'Choose the plan the account goes on.';

function toChildTrial(row: TrialRow, now: Date): ChildTrial {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    trial_started_at: row.trialStartedAt?.toISOString() ?? null,
    trial_ended_at: row.trialEndedAt?.toISOString() ?? null,
    daysLeftInTrial: row.status === 'trial' ? daysLeftInTrial(row.trialEndedAt, now) : -1,
    plan_name: row.planName,
  };
}

/**
 * A partner's children in trial (decision 0152): listed, extended by some days or converted to a plan. Only the
 * caller's own children are reached (the route lets only partner admins in); any other id answers 404.
 */
export function createChildTrialsService(deps: {
  repo: BillingRepo;
  unitOfWork: UnitOfWork;
  billingOn: boolean;
  now: () => Date;
}) {
  const { repo, unitOfWork, billingOn, now } = deps;

  async function trialOf(caller: Caller, childId: number) {
    const [row] = await repo.childTrials(caller.accountId, childId);
    if (!row) throw notFound('Account not found');
    if (row.status !== 'trial') throw unprocessable('not_in_trial', NOT_IN_TRIAL_MESSAGE);
    return row;
  }

  async function reread(caller: Caller, childId: number) {
    const [row] = await repo.childTrials(caller.accountId, childId);
    if (!row) throw notFound('Account not found');
    return toChildTrial(row, now());
  }

  return {
    list: async (caller: Caller) => ({
      trials: (await repo.childTrials(caller.accountId)).map((row) => toChildTrial(row, now())),
    }),

    /** Adds days to the trial's end, counted from now when it has already ended (which reopens the account). */
    async extend(caller: Caller, childId: number, { days }: TrialExtension) {
      const trial = await trialOf(caller, childId);
      const from = Math.max(trial.trialEndedAt?.getTime() ?? 0, now().getTime());
      await repo.setTrialEnd(childId, new Date(from + days * DAY_MS));
      return reread(caller, childId);
    },

    /** Ends the trial today and makes the account active on the chosen plan, with the plan's features turned on. */
    async convert(caller: Caller, childId: number, { plan_id: planId }: TrialConversion) {
      const trial = await trialOf(caller, childId);
      if (billingOn && planId === undefined) throw unprocessable('plan_required', CHOOSE_PLAN_MESSAGE);
      const plan = billingOn && planId !== undefined ? await repo.plan(planId) : undefined;
      if (billingOn && !plan) throw notFound('Plan not found');
      await unitOfWork(async () => {
        const today = now();
        if (!trial.trialEndedAt || trial.trialEndedAt > today) await repo.setTrialEnd(childId, today);
        if (plan) {
          await repo.putOnPlan(childId, plan.id);
          await repo.turnOnSettings(childId, plan.features);
        }
        await repo.setAccountStatus(childId, 'active');
      });
      return reread(caller, childId);
    },
  };
}

export type ChildTrialsService = ReturnType<typeof createChildTrialsService>;
