import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { seedDemo } from './db/seed';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const summary = await seedDemo(database.db, console.log);
  console.log(summary ? 'seed: done' : 'seed: the demo company already exists, nothing to do');
} finally {
  await database.close();
}
