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
export { EXPORT_QUEUES, workExportFiles } from './export-files.jobs';
export { createExportFilesRepo } from './export-files.repo';
export { createExportFilesService, type ExportFilesService, type KeptCsv } from './export-files.service';
export { exportsRoutes, sendCsv } from './exports.routes';
export { type CsvRegistry, createExportsService, type ExportRequest, type ExportsService } from './exports.service';
