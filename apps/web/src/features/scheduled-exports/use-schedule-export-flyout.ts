import { parseIdParam } from '@repute/domain/filters';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Spec 000 §2: opening the flyout saves collapsedFlyout=false, closing saves true. */
export const COLLAPSED_FLYOUT_STORAGE_KEY = 'collapsedFlyout';

function saveCollapsed(collapsed: boolean) {
  try {
    window.localStorage.setItem(COLLAPSED_FLYOUT_STORAGE_KEY, JSON.stringify(collapsed));
  } catch {
    // Storage may be full or blocked; the flyout works without it.
  }
}

export type ScheduleExportFlyoutState = {
  opened: boolean;
  /** The export being edited (flyout_edit=true with export_id), or null for a new one. */
  editingId: number | null;
  open: () => void;
  close: () => void;
};

/**
 * Whether a report's Schedule Export flyout is open. flyout_edit=true in the URL opens it on export_id (the
 * manage screen's links); otherwise the report's menu opens it. It closes on a route change unless flyout_edit
 * is true (spec 000 §2).
 */
export function useScheduleExportFlyout(): ScheduleExportFlyoutState {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const editing = searchParams.get('flyout_edit') === 'true';
  const editingId = editing ? parseIdParam(searchParams.get('export_id') ?? undefined) : null;
  const [openedHere, setOpenedHere] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the route change that closes it.
  useEffect(() => setOpenedHere(false), [pathname]);

  const opened = editing || openedHere;
  useEffect(() => {
    if (opened) saveCollapsed(false);
  }, [opened]);

  const open = useCallback(() => setOpenedHere(true), []);
  const close = useCallback(() => {
    setOpenedHere(false);
    saveCollapsed(true);
    if (editing) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('flyout_edit');
        next.delete('export_id');
        return next;
      });
    }
  }, [editing, setSearchParams]);

  return { opened, editingId, open, close };
}
