import { PassThrough, type Readable } from 'node:stream';
import { type ExportResource, exportFileName, todayIn } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { SettingOn } from '../../platform/auth/policy-check';
import type { CsvExport } from './csv-definition';
import { writeCsv } from './csv-writer';
import { assertMayExport } from './export-access';

/** Every exportable resource's CSV, registered once by the composition root from the owning modules. */
export type CsvRegistry = Record<ExportResource, CsvExport>;

export type ExportRequest = { resource: ExportResource; filters: Record<string, unknown> };

export type ExportsDeps = {
  csv: CsvRegistry;
  settingOn: SettingOn;
};

export function createExportsService({ csv, settingOn }: ExportsDeps) {
  /**
   * Checks everything an export needs before the first byte: the export permission, the trial rule, the
   * resource's own access (403), the filters (400) and account scope (404). Resolves to the CSV's rows.
   */
  async function open(caller: Caller, request: ExportRequest) {
    const definition = csv[request.resource];
    await assertMayExport(caller, definition.access, settingOn);
    return { headers: definition.headers, body: await definition.open(caller, request.filters) };
  }

  return {
    open,

    /**
     * Streams the CSV of `request` as `caller` may read it into `output` (UTF-8 with a BOM, formula-looking cells
     * neutralised) and ends it. Throws the same 400/403/404 as the resource's list before writing anything.
     */
    async writeCsv(caller: Caller, request: ExportRequest, output: NodeJS.WritableStream): Promise<{ rows: number }> {
      const { headers, body } = await open(caller, request);
      return writeCsv(headers, body, output);
    },

    /**
     * The direct downloads (GET /export/csv/...): refusals answer before the response starts; then the CSV streams
     * as it is read. A failure midway ends the stream with an error, which aborts the download.
     */
    async download(caller: Caller, request: ExportRequest): Promise<{ body: Readable; fileName: string }> {
      const { headers, body } = await open(caller, request);
      const fileName = exportFileName(todayIn(caller.accountTimeZone));
      const stream = new PassThrough();
      writeCsv(headers, body, stream).catch((error: Error) => stream.destroy(error));
      return { body: stream, fileName };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
