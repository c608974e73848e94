import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const externalMegabytes = () => {
  collectGarbage();
  return process.memoryUsage().external / 1e6;
};

describe('a closed database', () => {
  // The server suites run many test files in one process: each closed embedded database must give
  // its memory back (a PostgreSQL timer still running kept about 330 MB of each, when closed before its first query).
  it('gives its memory back once the app on it is closed', async () => {
    const opened = async () => {
      const test = await createTestApp();
      await test.close();
    };
    await opened();
    const before = externalMegabytes();
    for (let n = 0; n < 3; n++) await opened();
    // Less than one held database: the test suite's own allocations come and go.
    expect(externalMegabytes() - before).toBeLessThan(250);
  });
});
