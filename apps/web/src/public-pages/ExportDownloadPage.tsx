/** @jsxImportSource preact */
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import type { describeExportDownload, downloadExportFile } from '@repute/domain/contracts/scheduled-exports';
import { endpointPath } from '../shared/api/endpoint-path';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';
import { publicApi } from './public-api';
import { useLoad } from './use-call';

/*
 * The contracts' paths, written out but checked against them by type: the contracts themselves are zod, which this
 * light build does not load (decision 0099).
 */
const DESCRIBE_PATH: (typeof describeExportDownload)['path'] = '/public/export_downloads/:token';
const FILE_PATH: (typeof downloadExportFile)['path'] = '/public/export_downloads/:token/file';

const rowsText = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;
const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** Why the link gives no file: gone with time (410), or never one of ours, or no longer sent to them (anything else). */
function Failure({ httpStatus }: { httpStatus: number }) {
  if (httpStatus === 410) {
    return (
      <ErrorAlert>
        <p class="alert-title">This download link has expired</p>
        The file of a scheduled export can be downloaded for a week. The next e-mail of the export brings a new link.
      </ErrorAlert>
    );
  }
  return (
    <ErrorAlert>
      <p class="alert-title">This link does not work</p>
      It may be incomplete, or the export is no longer sent to you.
    </ErrorAlert>
  );
}

/**
 * The page a scheduled export's e-mail links for a recipient outside the account (/export-download/{token}, decision
 * 0129): no login, the token in the path is the key. It speaks as the business and offers that one file until the
 * link expires; an expired or wrong link says so and offers nothing.
 */
export function ExportDownloadPage({ token }: { token: string }) {
  const [state] = useLoad(() =>
    publicApi.request<EndpointResult<typeof describeExportDownload>>({
      method: 'GET',
      path: endpointPath(DESCRIBE_PATH, { token }),
    }),
  );
  const data = state.status === 'done' ? state.data : undefined;
  return (
    <PageFrame face={data} title={data ? `Download | ${data.business_name}` : 'Download'}>
      <div class="stack">
        <h1 class="title">{data ? data.description : 'Download'}</h1>
        {state.status === 'pending' && <Loader />}
        {state.status === 'failed' && <Failure httpStatus={state.httpStatus} />}
        {data && (
          <>
            <p>
              {data.file_name}: {rowsText(data.rows)}.
            </p>
            <a class="button" href={`/api${endpointPath(FILE_PATH, { token })}`} download={data.file_name}>
              Download the file
            </a>
            <p class="description">The link works until {dayOf(data.expires_at)}.</p>
          </>
        )}
      </div>
    </PageFrame>
  );
}
