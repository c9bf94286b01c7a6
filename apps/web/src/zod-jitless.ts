import { config } from 'zod';

/**
 * zod 4 probes whether `new Function` is allowed the first time an object schema is built; under our
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') the refused probe is reported as a violation
 * on every page. Jitless parsing skips the probe. The setting counts for schemas built after it, so main.tsx
 * imports this module before anything that builds one, and the build puts it in the framework chunk, which runs
 * before the chunk of the domain's schemas (vite.config.ts). Called as `config`, not `z.config`: vite.config.ts marks
 * calls on `z` pure, and the bundler would drop this one, whose result nobody reads.
 */
config({ jitless: true });
