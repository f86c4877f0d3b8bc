// Worker entry: the page starts this module as a Web Worker (see host.ts) and posts requests.
import { dispatch } from './dispatch.ts';
import { engineHandlers } from './engine-handlers.ts';

const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage: (m: unknown) => void;
};

scope.onmessage = (e) => {
  void dispatch(e.data, engineHandlers, (r) => scope.postMessage(r));
};
