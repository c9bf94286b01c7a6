import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WidgetType } from '@repute/domain';

/** Where `npm run build -w @repute/widget` writes one loader per widget type. */
export const WIDGET_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../widget/dist');

/** The built loader of a type, read once; undefined when the loader has not been built. */
export function createLoaderFiles(distDir = WIDGET_DIST) {
  const files = new Map<WidgetType, Promise<string | undefined>>();
  return (type: WidgetType) => {
    let file = files.get(type);
    if (!file) {
      file = readFile(path.join(distDir, `${type}.js`), 'utf8').catch(() => {
        // Not built yet: look again next time rather than remember the absence.
        files.delete(type);
        return undefined;
      });
      files.set(type, file);
    }
    return file;
  };
}
