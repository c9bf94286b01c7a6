import { exportFileName } from '@repute/domain/exports';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { useAuth } from '../auth/use-auth';
import { useAccountCalendar } from '../filters/use-account-calendar';
import { useAccount, useAccountSettings } from '../session/session-queries';
import { useMayCallOf } from '../session/use-may-call';
import { toast } from '../ui/toast';
import { exportAccess } from './export-access';
import type { ExportRequest } from './export-files-api';
import { exportNotice, runExport } from './export-flow';
import { TRIAL_EXPORT_CODE } from './export-text';
import { saveFile } from './save-file';

/**
 * One report's Download CSV: whether it shows, and what a click does. A trial account without trial_export
 * gets the upsell instead; otherwise the export runs (spec 000 §4) and ends with its toast (§8).
 */
export function useCsvExport() {
  const auth = useAuth();
  const account = useAccount().data;
  const settings = useAccountSettings().data;
  const { today } = useAccountCalendar();
  const [running, setRunning] = useState(false);
  const [upsellOpen, setUpsellOpen] = useState(false);
  const access = exportAccess(useMayCallOf(), settings, account);

  const start = async (request: ExportRequest) => {
    if (access === 'upsell') {
      setUpsellOpen(true);
      return;
    }
    if (!auth || access !== 'allowed' || running) return;
    // Shadowing is staff acting in another account, as impersonating is: neither gets e-mail (spec 000 §9).
    const impersonating = auth.isImpersonated || auth.isShadowing;
    setRunning(true);
    try {
      const result = await runExport({ accountId: auth.account_id, request, impersonating });
      if (result.outcome === 'downloaded') {
        saveFile(result.file.blob, result.file.filename ?? exportFileName(today));
      }
      // The account's status on screen was stale: the server's trial rule has the last word.
      if (result.outcome === 'initiate_failed' && isApiError(result.error) && result.error.code === TRIAL_EXPORT_CODE) {
        setUpsellOpen(true);
        return;
      }
      const notice = exportNotice(result, { email: auth.email, impersonating });
      toast[notice.level](notice.message, { error: notice.error });
    } finally {
      setRunning(false);
    }
  };

  return { access, running, start, upsellOpen, closeUpsell: () => setUpsellOpen(false) };
}
