import { startTopology } from './topology';

/**
 * `npm run topology`: starts the scale-out topology (scripts/topology/topology.ts), prints where everything is, and
 * tears it all down on Ctrl-C.
 */
const topology = await startTopology({ env: { LOG_LEVEL: 'info' } });
const [a, b] = topology.serverPorts;
process.stdout.write(
  [
    'Repute topology is running:',
    `  server A  http://127.0.0.1:${a}`,
    `  server B  http://127.0.0.1:${b}`,
    `  workers   pids ${topology.workers.map((worker) => worker?.process.pid).join(', ')}`,
    `  primary   ${topology.databaseUrl}`,
    `  replica   ${topology.replicaUrl}`,
    `  S3        ${topology.s3Endpoint}`,
    'Ctrl-C stops it.',
    '',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void topology.stop().then(() => process.exit(0));
  });
}
