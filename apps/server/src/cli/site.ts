import { ConfigError, loadConfig } from '../config';
import { type CliDeps, openCliDeps } from './open-deps';
import { runSiteCommand } from './site-commands';

/*
 * The operator's site command: `npm run site -- <command>`. It reads the same environment as the
 * server (DATABASE_URL, or the embedded database in DATA_DIR) and applies the migrations first.
 * The embedded database is single-process: stop the server before running a command against it.
 */

const main = async (): Promise<number> => {
  let opened: CliDeps | undefined;
  try {
    const result = await runSiteCommand(process.argv.slice(2), async () => {
      opened = await openCliDeps(loadConfig());
      return opened.deps;
    });
    if (result.code === 0) console.log(result.output);
    else console.error(result.output);
    return result.code;
  } finally {
    await opened?.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
