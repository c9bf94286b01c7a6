/** The export messages of spec 000 §8, word for word (the double space after "started." included). */
export const EXPORT_TEXT = {
  generateFailed: 'There was an error generating your export.',
  downloadFailed: 'There was an issue downloading your file.',
  noResults: 'There was no export data found',
  timedOut: 'Your download timed out',
  initiateFailed: 'An unexpected error occurred while initiating download',
  slow: (email: string) =>
    `Your download is taking longer than expected. A download link will be sent to ${email} when it's ready.`,
  started: (email: string) => `Your download has started.  A download link will also be sent to ${email}.`,
  /** Impersonating: no e-mail goes out (spec 000 §9), so the success message stops before promising one. */
  startedWithoutEmail: 'Your download has started.',
} as const;

/** The trial export restriction (spec 000 §6, spec 001 §5/§6): only admins may upgrade, others ask them. */
export const TRIAL_EXPORT_TEXT = {
  title: 'Exports are not part of your trial',
  body: 'Downloading reports as CSV is available on a paid plan.',
  admin: 'Upgrade now to export your reviews, locations and metrics.',
  others: 'Contact your administrator to upgrade the plan.',
  upgrade: 'Upgrade now',
  close: 'Close',
} as const;

/** The menu item of each report (spec 000 §6) and the state it shows while a file is being prepared. */
export const DOWNLOAD_CSV = 'Download CSV';
export const PREPARING_DOWNLOAD = 'Preparing download';
