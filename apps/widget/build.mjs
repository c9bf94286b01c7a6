import { buildLoaders } from './bundles.mjs';

await buildLoaders({ write: true });
