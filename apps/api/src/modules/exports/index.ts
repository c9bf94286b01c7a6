export type { ExportResource } from '@repute/domain';
export { type CsvCell, csvCell } from './csv-cells';
export {
  type CsvColumn,
  type CsvExport,
  type CsvSource,
  type CsvSqlColumn,
  defineCsv,
  defineSqlCsv,
  pagedBatches,
} from './csv-definition';
export { writeCsvRows } from './csv-writer';
export type { ExportFilesService, KeptCsv } from './export-files.service';
export { exportsModule } from './exports.module';
export { sendCsv } from './exports.routes';
export type { CsvRegistry, ExportRequest, ExportsService } from './exports.service';
