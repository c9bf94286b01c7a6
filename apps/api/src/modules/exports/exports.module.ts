import { defineModule } from '../../platform/modules/module-definition';
import { EXPORT_QUEUES, workExportFiles } from './export-files.jobs';
import { createExportFilesRepo } from './export-files.repo';
import { createExportFilesService, type ExportFilesDeps } from './export-files.service';
import { exportsRoutes } from './exports.routes';
import { createExportsService, type ExportsDeps } from './exports.service';

type Deps = Omit<ExportFilesDeps, 'repo' | 'exports'> & ExportsDeps;

export const exportsModule = defineModule({
  name: 'exports',
  createRepos: (db) => createExportFilesRepo(db),
  createServices: (repo, deps: Deps) => {
    const exports = createExportsService(deps);
    return { exports, exportFiles: createExportFilesService({ ...deps, repo, exports }) };
  },
  routes: (app, { exports, exportFiles }) => exportsRoutes(app, exports, exportFiles),
  queues: EXPORT_QUEUES,
  // On-demand export files, streamed to file storage; the sweep of expired ones.
  jobHandlers: (boss, { services }) => workExportFiles(boss, services.exportFiles),
});
