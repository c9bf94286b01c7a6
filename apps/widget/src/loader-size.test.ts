import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the build script is plain JavaScript (node runs it without a compile step)
import { buildLoaders } from '../bundles.mjs';

/** Issue 16: the Star Snapshot loader weighs 3 KB or less gzipped, every other 8 KB or less. */
const LIMITS: Record<string, number> = { star_snapshot: 3072, teaser: 8192, full_page: 8192, location_info: 8192 };

describe('loader size', () => {
  it('keeps every widget type within its gzipped budget', async () => {
    const result = await buildLoaders({ write: false });
    const sizes = Object.fromEntries(
      result.outputFiles.map((file: { path: string; contents: Uint8Array }) => [
        file.path.split('/').at(-1)?.replace('.js', ''),
        gzipSync(file.contents).length,
      ]),
    );
    expect(Object.keys(sizes).sort()).toEqual(Object.keys(LIMITS).sort());
    for (const [type, limit] of Object.entries(LIMITS)) expect(sizes[type]).toBeLessThanOrEqual(limit);
  });
});
