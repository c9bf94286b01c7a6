import { describe, expect, it } from 'vitest';
import { exportDownloadPath, publicPageRoute } from './public-pages';

describe('publicPageRoute', () => {
  it("opens a scheduled export's download page from the path its e-mail links (decision 0129)", () => {
    const path = exportDownloadPath('12.3.1778245200.abc_-');
    expect(path).toBe('/export-download/12.3.1778245200.abc_-');
    expect(publicPageRoute(path)).toEqual({ page: 'export-download', token: '12.3.1778245200.abc_-' });
    expect(publicPageRoute('/export-download/')).toBeNull();
    expect(publicPageRoute('/export-download/a/b')).toBeNull();
  });
});
