import type { TestProject } from 'vitest/node';

import { setPasswordHashCost } from '../infra/passwords';
import { type TestDatabaseTemplates, createTestDatabaseTemplates } from './test-databases';

declare module 'vitest' {
  // Vitest's provided context is an interface to augment.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testDatabases: TestDatabaseTemplates;
  }
}

/**
 * Once per run of the server tests: migrate and seed the template databases every test file
 * clones, and drop them at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  setPasswordHashCost('test');
  const started = Date.now();
  // `npm test` runs the PGlite pass with DATABASE_URL set to the empty string.
  const adminUrl = process.env.DATABASE_URL === '' ? undefined : process.env.DATABASE_URL;
  const { templates, drop } = await createTestDatabaseTemplates(adminUrl);
  console.log(`test database templates (${templates.driver}) ready in ${Date.now() - started} ms`);
  project.provide('testDatabases', templates);
  return drop;
}
