import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error';
import { fetchExportFileData, readExportFile } from '../../shared/exports/export-files-api';

/** While the file is being built, its page looks again this often. */
const PREPARING_REFRESH_MS = 2000;

export const fileDownloadKeys = { file: (id: string) => ['export_files', id] as const };

/** GET /export_files/{id}, looked at again while the file is being prepared. */
export function useExportFile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: fileDownloadKeys.file(id),
    queryFn: () => readExportFile(id),
    enabled,
    // A 4xx (404 not theirs, 410 expired) is the answer, not a hiccup to retry.
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    refetchInterval: (query) =>
      query.state.data && !query.state.data.file_url && ['pending', 'processing'].includes(query.state.data.status)
        ? PREPARING_REFRESH_MS
        : false,
  });
}

/** GET /fetch-export-file/{id}/file-data: the file's bytes. */
export function useExportFileData(id: string) {
  return useMutation({ mutationFn: () => fetchExportFileData(id) });
}
