// Worker entry: the page starts this module as a Web Worker (see src/workspace/sandbox-client.ts)
// and posts requests. The grader (src/grader/grade.ts) and the project runner (src/kube/run) are
// loaded on first use, as their own chunks, so the worker starts quickly.
import { dispatch } from './dispatch.ts';
import { type EngineLoaders, makeEngineHandlers } from './engine-handlers.ts';

const loaders: EngineLoaders = {
  grader: () => import('../grader/grade.ts'),
  runner: () => import('../kube/run/index.ts'),
};
const handlers = makeEngineHandlers(loaders);

const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage: (m: unknown) => void;
};

scope.onmessage = (e) => {
  void dispatch(e.data, handlers, (r) => scope.postMessage(r));
};
