import { Alert, Anchor, Button, FileButton, Group, Text } from '@mantine/core';
import type { UploadResult } from '@repute/domain';
import { failedUploadRecipientsCsv, recipientTemplateCsv } from '@repute/domain/contracts/review-requests';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { downloadRequestCsv, useUploadRecipients } from '../api';

type UploadState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'complete'; result: UploadResult }
  | { status: 'error'; message: string };

/**
 * A recipient CSV (spec 000 §4: idle, processing, then complete with counts or error). The rows it refused can
 * be downloaded to fix and upload again.
 */
export function RecipientUpload({ ensureCampaign }: { ensureCampaign: () => Promise<number | undefined> }) {
  const upload = useUploadRecipients();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const choose = async (file: File | null) => {
    if (!file) return;
    setState({ status: 'processing' });
    try {
      const id = await ensureCampaign();
      if (!id) {
        setState({ status: 'idle' });
        return;
      }
      const result = await upload.mutateAsync({ id, csv: await file.text() });
      setState({ status: 'complete', result });
    } catch (error) {
      setState({ status: 'error', message: errorText(error) ?? 'An unexpected error occured' });
    }
  };

  return (
    <>
      <Group gap="sm">
        <FileButton onChange={choose} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" loading={state.status === 'processing'} {...props}>
              Upload CSV
            </Button>
          )}
        </FileButton>
        <Anchor component="button" type="button" size="sm" onClick={() => downloadRequestCsv(recipientTemplateCsv)}>
          Download recipient template
        </Anchor>
      </Group>
      {state.status === 'complete' && (
        <Alert color={state.result.total_failed_recipients > 0 ? 'yellow' : 'green'} role="status">
          <Text size="sm">
            {state.result.total_successful_recipients} recipients added, {state.result.total_failed_recipients} failed.
          </Text>
          {state.result.total_failed_recipients > 0 && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => downloadRequestCsv(failedUploadRecipientsCsv, { upload_id: state.result.upload_id })}
            >
              Download failed rows
            </Anchor>
          )}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
    </>
  );
}
