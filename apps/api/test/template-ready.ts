import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_LOCK } from './global-setup';

/**
 * Runs before each API test file: waits until the global setup has prepared the template database (it holds
 * TEMPLATE_LOCK until then). A setup file has no time limit, where a beforeAll hook would.
 */
const client = new pg.Client(inject('databaseUrl'));
await client.connect();
await client.query('SELECT pg_advisory_lock_shared($1)', [TEMPLATE_LOCK]);
await client.end();
