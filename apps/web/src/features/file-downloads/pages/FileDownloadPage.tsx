import { Paper } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { exportFileName } from '../../../shared/exports/export-access';
import { saveFile } from '../../../shared/exports/save-file';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useExportFile, useExportFileData } from '../api';
import { FileDownloadBody } from '../components/FileDownloadBody';
import { type FileDownloadState, stateOfError, stateOfFile } from '../file-download-state';
import { FILE_DOWNLOAD_TEXT as TEXT } from '../file-download-text';

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

/**
 * /file-downloads/{fileId}: the page the e-mailed link opens (spec 000 §2). It fetches the file within the
 * signed-in account, starts its download once, and says plainly when the link has expired or is not theirs.
 */
export function FileDownloadPage() {
  const fileId = useParams().fileId ?? '';
  const validId = /^[1-9]\d{0,15}$/.test(fileId);
  const file = useExportFile(fileId, validId);
  const data = useExportFileData(fileId);
  const { today } = useAccountCalendar();
  const started = useRef(false);

  const state: FileDownloadState = !validId
    ? 'not_found'
    : (stateOfError(statusOf(data.error)) ??
      stateOfError(statusOf(file.error)) ??
      (file.data ? stateOfFile(file.data, new Date()) : file.isPending ? 'loading' : 'failed'));

  const download = () =>
    data.mutate(undefined, {
      onSuccess: (result) => saveFile(result.blob, result.filename ?? exportFileName(today)),
    });

  // The link's promise: the download starts by itself the first time the file is ready.
  useEffect(() => {
    if (state !== 'ready' || started.current) return;
    started.current = true;
    download();
  });

  return (
    <>
      <PageHeader title={TEXT.title} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <FileDownloadBody
          state={state}
          downloading={data.isPending}
          downloaded={data.isSuccess}
          downloadError={data.isError && stateOfError(statusOf(data.error)) === null ? data.error : null}
          loadError={file.isError ? file.error : null}
          onDownload={download}
        />
      </Paper>
    </>
  );
}
