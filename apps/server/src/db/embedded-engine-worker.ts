import { parentPort, workerData } from 'node:worker_threads';
import { inThisThread } from './embedded-engine';
import { describeError, type EngineReply, type EngineRequest, type EngineThreadData } from './embedded-engine-messages';

// The embedded database's own thread (embedded-engine-thread.ts): it runs what the server's thread asks, in order.
const port = parentPort!;
const { dataDir, ...options } = workerData as EngineThreadData;
const engine = inThisThread(dataDir, options);

const reply = (id: number, work: Promise<unknown>) =>
  work.then(
    (value) => port.postMessage({ id, ok: true, value } satisfies EngineReply),
    (error: unknown) => port.postMessage({ id, ok: false, error: describeError(error) } satisfies EngineReply),
  );

void reply(0, engine.ready());

port.on('message', (request: EngineRequest) => {
  switch (request.kind) {
    case 'run':
      return void reply(request.id, engine.run(request.sql, request.params));
    case 'dump':
      return void reply(request.id, engine.dumpDataDir());
    case 'close':
      // Answered first: the thread ends once its port is closed.
      return void reply(request.id, engine.close()).then(() => port.close());
  }
});
