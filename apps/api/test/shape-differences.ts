import type { Shape } from './catalog-shape';

/** What the migrated database and the TS schema disagree on, one readable line per table or part. */
export function shapeDifferences(database: Shape, declared: Shape): string[] {
  const lines: string[] = [];
  for (const table of sortedUnion(database, declared)) {
    const inDatabase = database.get(table);
    const inSchema = declared.get(table);
    if (!inSchema) lines.push(`${table}: a table of the database, missing from the TS schema`);
    else if (!inDatabase) lines.push(`${table}: a table of the TS schema, missing from the database`);
    else {
      for (const part of sortedUnion(inDatabase, inSchema)) {
        const databaseHas = inDatabase.get(part);
        const schemaHas = inSchema.get(part);
        if (databaseHas === schemaHas) continue;
        if (schemaHas === undefined)
          lines.push(`${table} ${part}: in the database (${databaseHas}), not in the TS schema`);
        else if (databaseHas === undefined) {
          lines.push(`${table} ${part}: in the TS schema (${schemaHas}), not in the database`);
        } else lines.push(`${table} ${part}: the database has ${databaseHas}, the TS schema ${schemaHas}`);
      }
    }
  }
  return lines;
}

function sortedUnion(a: Map<string, unknown>, b: Map<string, unknown>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].sort();
}
