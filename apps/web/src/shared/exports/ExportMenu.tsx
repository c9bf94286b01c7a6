import { Button, Menu } from '@mantine/core';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { IconChevronDown, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import type { ExportRequest } from './export-files-api';
import { DOWNLOAD_CSV, PREPARING_DOWNLOAD } from './export-text';
import { TrialExportModal } from './TrialExportModal';
import { useCsvExport } from './use-csv-export';

type ExportMenuProps = {
  /** What Download CSV exports: the report's resource and its filters now; null while they are not known. */
  request: ExportRequest | null;
  /** More items of the report's menu (Schedule Export, say), shown even when Download CSV is not. */
  children?: ReactNode;
};

/** A report's export menu: Download CSV (spec 000 §6), with the trial upsell, and any other export items. */
export function ExportMenu({ request, children }: ExportMenuProps) {
  const auth = useAuth();
  const csv = useCsvExport();
  const showsCsv = csv.access !== 'hidden';
  if (!showsCsv && !children) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={csv.running}
            loaderProps={{ 'aria-label': PREPARING_DOWNLOAD, role: 'status' }}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {showsCsv && (
            <Menu.Item
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              disabled={!request}
              onClick={() => request && void csv.start(request)}
            >
              {DOWNLOAD_CSV}
            </Menu.Item>
          )}
          {children}
        </Menu.Dropdown>
      </Menu>
      <TrialExportModal
        opened={csv.upsellOpen}
        isAdmin={auth?.user_type_id === USER_TYPE_ID.admin}
        onClose={csv.closeUpsell}
      />
    </>
  );
}
