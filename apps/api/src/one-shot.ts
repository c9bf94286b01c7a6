import { CommandError } from './command-error';
import { loadConfig } from './config';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';
import { createFileStorage } from './platform/storage/create-storage';
import { seedDemo } from './seed/seed';

/** `repute migrate` and `repute seed`. */
export async function oneShot(task: 'migrate' | 'seed'): Promise<void> {
  const config = loadConfig();
  if (task === 'seed' && !config.demoMode) {
    throw new CommandError('DEMO_MODE=false: the demo data (users with a published password) is not loaded.');
  }
  const database = await openDatabase(config, { notice: (message) => process.stdout.write(`${message}\n`) });
  try {
    await runMigrations(database.db);
    if (task === 'seed') {
      const { created } = await seedDemo(database.db, createFileStorage(config));
      process.stdout.write(created.length ? `Seeded: ${created.join(', ')}\n` : 'Demo data already present.\n');
    } else {
      process.stdout.write('Database is up to date.\n');
    }
  } finally {
    await database.close();
  }
}
