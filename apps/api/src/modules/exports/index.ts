export type { ExportResource } from '@repute/domain';
export { type CsvCell, csvCell } from './csv-cells';
export { type CsvColumn, type CsvExport, type CsvSource, defineCsv, pagedBatches } from './csv-definition';
export { type CsvRegistry, createExportsService, type ExportRequest, type ExportsService } from './exports.service';
