import { loadConfig } from './config';
import { resetData } from './db/reset';
import { openDatabase } from './db/open-database';
import { buildServer, prepareDatabase } from './server';

const USAGE = `usage: tsx src/main.ts <start|reset|migrate>
  start    apply pending migrations and seed (tracked, once each), then serve on PORT (default 54321)
  reset    drop all data (PGlite data dir, or the schemas on DATABASE_URL) and re-apply everything
  migrate  apply pending migrations and seed, then exit`;

function describeDatabase(url: string | undefined, pgliteDir: string): string {
  if (!url) return `PGlite at ${pgliteDir}`;
  if (url === 'memory://') return 'in-memory PGlite';
  const parsed = new URL(url);
  parsed.password = '';
  return `PostgreSQL ${parsed.toString()}`;
}

async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      api: config.publicUrl,
      database: describeDatabase(config.databaseUrl, config.pgliteDataDir),
      mailbox: `${config.publicUrl}/__dev/mail?to=<email>`,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
    },
    `local Supabase ready at ${config.publicUrl}`,
  );
  void app.localSupabase.functions.startAll();
}

async function migrateOnly(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config, console);
  } finally {
    await db.close();
  }
}

async function reset(): Promise<void> {
  const config = loadConfig();
  console.info(`resetting ${describeDatabase(config.databaseUrl, config.pgliteDataDir)}`);
  await resetData(config, () => openDatabase(config));
  await migrateOnly();
  console.info('reset done: bootstrap, migrations, seed and storage objects re-applied');
}

const commands: Record<string, () => Promise<void>> = { start, reset, migrate: migrateOnly };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(USAGE);
  process.exit(2);
} else {
  command().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
