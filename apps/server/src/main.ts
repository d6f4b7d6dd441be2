import { buildApp } from './app';
import { ConfigError, demoSeedDecision, loadConfig } from './config';
import { seedDemoSite } from './db/seed/seed';

const start = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  const demo = demoSeedDecision(config);
  if (demo.seed) {
    const result = await seedDemoSite(app.deps.database.db, { onlyIfEmpty: true });
    if (result.status === 'seeded') {
      app.log.info({ reason: demo.reason }, `demo site seeded (site_id ${result.siteId})`);
    }
  } else if (demo.reason === 'production database') {
    app.log.warn(
      'demo site not seeded: production database; run npm run db:seed or set SEED_DEMO=1',
    );
  } else {
    app.log.info('demo site not seeded: SEED_DEMO=0');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, finish in-flight requests, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
