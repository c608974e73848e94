import type { TestProject } from 'vitest/node';
import { buildDemoTemplate } from './test-database';

/** Builds the demo database once for the whole server suite; each test app copies it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, dispose } = await buildDemoTemplate();
  project.provide('demoTemplate', template);
  return dispose;
}
