import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_TEXT } from '../../../shared/exports/export-text';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { FileDownloadState } from '../file-download-state';
import { FILE_DOWNLOAD_TEXT as TEXT } from '../file-download-text';
import { DownloadMessage } from './DownloadMessage';

type FileDownloadBodyProps = {
  state: FileDownloadState;
  downloading: boolean;
  downloaded: boolean;
  downloadError: unknown;
  loadError: unknown;
  onDownload: () => void;
};

/** The file's state on its download page: loading, the reasons it cannot be had, or the file itself. */
export function FileDownloadBody({
  state,
  downloading,
  downloaded,
  downloadError,
  loadError,
  onDownload,
}: FileDownloadBodyProps) {
  switch (state) {
    case 'loading':
      return <PageLoader label={TEXT.loading} />;
    case 'not_found':
      return <DownloadMessage title={TEXT.notFoundTitle}>{TEXT.notFound}</DownloadMessage>;
    case 'expired':
      return <DownloadMessage title={TEXT.expiredTitle}>{TEXT.expired}</DownloadMessage>;
    case 'preparing':
      return <DownloadMessage title={TEXT.preparingTitle}>{TEXT.preparing}</DownloadMessage>;
    case 'no_results':
      return <Text>{EXPORT_TEXT.noResults}</Text>;
    case 'failed':
      return <ErrorAlert error={loadError}>{loadError ? undefined : EXPORT_TEXT.generateFailed}</ErrorAlert>;
    case 'ready':
      return (
        <Stack gap="md" align="flex-start">
          <DownloadMessage title={TEXT.readyTitle}>{downloaded ? TEXT.started : undefined}</DownloadMessage>
          {Boolean(downloadError) && <ErrorAlert>{EXPORT_TEXT.downloadFailed}</ErrorAlert>}
          <Button leftSection={<IconDownload size={18} aria-hidden />} loading={downloading} onClick={onDownload}>
            {downloaded ? TEXT.downloadAgain : TEXT.download}
          </Button>
        </Stack>
      );
  }
}
