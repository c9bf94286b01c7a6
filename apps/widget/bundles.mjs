import * as esbuild from 'esbuild';

/** One loader per widget type: each carries only the code its type needs (the star snapshot no carousel). */
export const WIDGET_ENTRIES = ['teaser', 'full_page', 'star_snapshot', 'location_info'];

/** Builds every loader, minified for browsers of the last few years; written to dist/ or kept in memory. */
export function buildLoaders({ write }) {
  const entryPoints = Object.fromEntries(
    WIDGET_ENTRIES.map((type) => [type, new URL(`./src/entries/${type}.ts`, import.meta.url).pathname]),
  );
  return esbuild.build({
    entryPoints,
    outdir: new URL('./dist', import.meta.url).pathname,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    legalComments: 'none',
    write,
  });
}
