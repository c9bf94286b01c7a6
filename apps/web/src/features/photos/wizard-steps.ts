/** Spec 001 §4 "Photo wizard": the steps with a photo to upload, and without one (a photo chosen from the account's). */
export const WIZARD_STEPS = {
  upload: ['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google'],
  select: ['Select Photos', 'Assign Category', 'Upload to Google'],
} as const;

export type WizardMode = keyof typeof WIZARD_STEPS;
export type WizardStep = (typeof WIZARD_STEPS)[WizardMode][number];

export function stepName(mode: WizardMode, index: number): WizardStep {
  const steps: readonly WizardStep[] = WIZARD_STEPS[mode];
  return steps[Math.min(Math.max(index, 0), steps.length - 1)] as WizardStep;
}

/** The override prompt (spec 001 §4): a logo or cover the chosen locations already hold would be replaced. */
export function overrideNeeded(
  category: string | null,
  existing: readonly { category: string; location_id: number }[],
  locationIds: readonly number[],
): boolean {
  if (category !== 'LOGO' && category !== 'COVER') return false;
  return existing.some((photo) => photo.category === category && locationIds.includes(photo.location_id));
}
