// Worker entry: the page starts this module as a Web Worker (see src/workspace/sandbox-client.ts)
// and posts requests. The entry itself is small, so that the worker starts at once and asks for
// everything it needs side by side: the snapshot of checked Go packages the site build made
// (scripts/site-snapshot.ts), the engine's code (Go toolchain, packages), and the grader and the
// project runner (their own chunks). Requests that arrive meanwhile wait, in order.
import type { Response } from './protocol.ts';

/** The site build's snapshot (a hashed asset; absent when the build made none, e.g. in dev). */
async function snapshotBytes(): Promise<Uint8Array | undefined> {
  const res = await fetch(new URL('../../node_modules/.cache/oplab/site/go-snapshot.bin', import.meta.url));
  return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
}

const snapshot = snapshotBytes().catch(() => undefined);
const grader = import('../grader/grade.ts');
const runner = import('../kube/run/index.ts');
// A failed load is reported by the job that needs it.
grader.catch(() => {});
runner.catch(() => {});

const engine = Promise.all([import('./dispatch.ts'), import('./engine-handlers.ts')]).then(
  ([{ dispatch }, { makeEngineHandlers }]) => ({
    dispatch,
    handlers: makeEngineHandlers({ grader: () => grader, runner: () => runner, snapshot: () => snapshot }),
  }),
);

const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage: (m: unknown) => void;
};

scope.onmessage = (e) => {
  void engine.then(
    ({ dispatch, handlers }) => dispatch(e.data, handlers, (r) => scope.postMessage(r)),
    (err: unknown) => {
      // The engine's code did not load: every request fails with why, instead of waiting forever.
      const id = typeof (e.data as { id?: unknown })?.id === 'number' ? (e.data as { id: number }).id : -1;
      const failed: Response = {
        v: 1,
        kind: 'failed',
        id,
        message: `the engine did not load: ${err instanceof Error ? err.message : String(err)}`,
      };
      scope.postMessage(failed);
    },
  );
};
