import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase, SERVER_PAGE_CACHE_KB } from './db/database';
import { migrateToLatest } from './db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase(config.DATABASE_URL, { readWorker: true, pageCacheKb: SERVER_PAGE_CACHE_KB });
  await migrateToLatest(database);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ db: database.dialect }, `Cabinet is serving http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
