// The engine side of the protocol: validates a request, runs the job's handler, reports the
// outcome. Pure (no Worker globals), so it runs the same in a Worker, in Node and in tests.
import { type Job, PROTOCOL_VERSION, parseRequest, type Response } from './protocol.ts';

export type Emit = (stream: 'stdout' | 'stderr', text: string) => void;

export type Handlers = {
  [K in Job['kind']]?: (job: Extract<Job, { kind: K }>, emit: Emit) => unknown | Promise<unknown>;
};

export async function dispatch(
  data: unknown,
  handlers: Handlers,
  post: (r: Response) => void,
): Promise<void> {
  const parsed = parseRequest(data);
  const id = typeof (data as { id?: unknown })?.id === 'number' ? (data as { id: number }).id : -1;
  if (!parsed.success) {
    const { issue } = parsed;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    post({
      v: PROTOCOL_VERSION,
      kind: 'failed',
      id,
      message: `malformed request${where}: ${issue.message}`,
    });
    return;
  }
  const { job } = parsed.data;
  const handler = handlers[job.kind] as ((job: Job, emit: Emit) => unknown) | undefined;
  if (!handler) {
    post({ v: PROTOCOL_VERSION, kind: 'failed', id, message: `this engine cannot run "${job.kind}" jobs` });
    return;
  }
  const emit: Emit = (stream, text) => post({ v: PROTOCOL_VERSION, kind: 'output', id, stream, text });
  try {
    const result = await handler(job, emit);
    post({ v: PROTOCOL_VERSION, kind: 'done', id, result });
  } catch (err) {
    post({
      v: PROTOCOL_VERSION,
      kind: 'failed',
      id,
      message: err instanceof Error ? err.message : String(err),
    });
  }
}
