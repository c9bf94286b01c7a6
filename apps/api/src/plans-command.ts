import { parseArgs } from 'node:util';
import { billingPlanFeatureSchema, formatCents } from '@repute/domain';
import { CommandError } from './command-error';
import type { Config } from './config';
import { type BillingRepo, createBillingRepo, type PlanRow } from './modules/billing/billing.repo';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';

export const PLANS_USAGE =
  'usage: repute plans list\n' +
  '       repute plans add --name NAME --monthly CENTS --annual CENTS [--setup CENTS] [--trial-days N]\n' +
  '                        [--trial-locations N] [--features code,code]\n' +
  '       repute plans update <planId> [any of the options of add]\n' +
  '  prices are per location, in cents; features are account setting codes a paid plan turns on';

const OPTIONS = {
  name: { type: 'string' },
  monthly: { type: 'string' },
  annual: { type: 'string' },
  setup: { type: 'string' },
  'trial-days': { type: 'string' },
  'trial-locations': { type: 'string' },
  features: { type: 'string' },
} as const;

function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new CommandError(`--${flag} takes a whole number of 0 or more, not ${value}`);
  }
  return number;
}

function featuresOf(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !billingPlanFeatureSchema.safeParse(code).success);
  if (unknown.length > 0) throw new CommandError(`Unknown account setting: ${unknown.join(', ')}`);
  return codes;
}

/** The options given, as the plan's columns (absent options stay out, so an update keeps them). */
function valuesOf(args: string[]) {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const name = values.name?.trim();
  if (name === '') throw new CommandError('--name cannot be empty');
  const plan = {
    name,
    monthlyUnitCents: wholeNumber('monthly', values.monthly),
    annualUnitCents: wholeNumber('annual', values.annual),
    setupFeeCents: wholeNumber('setup', values.setup),
    trialDays: wholeNumber('trial-days', values['trial-days']),
    trialLocationLimit: wholeNumber('trial-locations', values['trial-locations']),
    features: featuresOf(values.features),
  };
  const given = Object.fromEntries(Object.entries(plan).filter(([, value]) => value !== undefined));
  return { plan: given as Partial<{ [Key in keyof typeof plan]: NonNullable<(typeof plan)[Key]> }>, positionals };
}

const describePlan = (plan: PlanRow) =>
  `${plan.id}\t${plan.name}\t${formatCents(plan.monthlyUnitCents)}/month\t${formatCents(plan.annualUnitCents)}/year` +
  `\tsetup ${formatCents(plan.setupFeeCents)}\ttrial ${plan.trialDays} days, ${plan.trialLocationLimit} locations` +
  `\t${plan.features.join(',') || '-'}\n`;

/** `repute plans list|add|update` on a billing repo: what to print; a mistake of the operator is a CommandError. */
export async function runPlansCommand(repo: BillingRepo, args: string[]): Promise<string> {
  const [action, ...rest] = args;
  try {
    if (action === 'list' && rest.length === 0) return (await repo.plans()).map(describePlan).join('') || 'No plans\n';
    if (action === 'add') {
      const { plan, positionals } = valuesOf(rest);
      if (
        positionals.length > 0 ||
        !plan.name ||
        plan.monthlyUnitCents === undefined ||
        plan.annualUnitCents === undefined
      ) {
        throw new CommandError(PLANS_USAGE);
      }
      if ((await repo.plans()).some((existing) => existing.name === plan.name)) {
        throw new CommandError(`A plan named ${plan.name} exists already`);
      }
      const added = await repo.addPlan({
        ...plan,
        name: plan.name,
        monthlyUnitCents: plan.monthlyUnitCents,
        annualUnitCents: plan.annualUnitCents,
      });
      if (!added) throw new Error('The plan was not stored');
      return `Added ${describePlan(added)}`;
    }
    if (action === 'update') {
      const { plan, positionals } = valuesOf(rest);
      const id = wholeNumber('planId', positionals[0]);
      if (positionals.length !== 1 || !id || Object.keys(plan).length === 0) throw new CommandError(PLANS_USAGE);
      const updated = await repo.updatePlan(id, plan);
      if (!updated) throw new CommandError(`No plan ${id}`);
      return `Updated ${describePlan(updated)}`;
    }
  } catch (error) {
    if (error instanceof TypeError && 'code' in error) throw new CommandError(`${error.message}\n${PLANS_USAGE}`);
    throw error;
  }
  throw new CommandError(PLANS_USAGE);
}

/** `repute plans ...`: the operator manages the plans the billing pages offer (decisions 0134, 0152). */
export async function plansCommand(config: Config, args: string[]): Promise<string> {
  const database = await openDatabase(config, { notice: (message) => process.stdout.write(`${message}\n`) });
  try {
    await runMigrations(database.db);
    return await runPlansCommand(createBillingRepo(database.db), args);
  } finally {
    await database.close();
  }
}
