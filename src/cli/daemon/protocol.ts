// What goes over a resident server's socket (the client is packages/cli/resident.js, plain JavaScript
// for the bin) and between the server and its engine processes. One JSON object a line each way.
import { z } from 'zod';

/** A request line longer than this is refused: a command line and an environment fit easily. */
export const MAX_REQUEST_BYTES = 1 << 20;

/** The commands a server runs (packages/cli/resident.js RESIDENT_COMMANDS). */
export const RESIDENT_COMMANDS = ['grade', 'run'] as const;

/** A command line to run, as the client's process would have run it. */
export const RunRequest = z.object({
  v: z.literal(1),
  argv: z.array(z.string().max(4096)).min(1).max(1000),
  cwd: z.string().min(1).max(4096),
  env: z.record(z.string(), z.string()),
  isTTY: z.boolean(),
});
export type RunRequest = z.infer<typeof RunRequest>;

/** `oplab daemon status` and `stop`. */
export const ControlRequest = z.object({ v: z.literal(1), op: z.enum(['status', 'stop']) });
export type ControlRequest = z.infer<typeof ControlRequest>;

export const Request = z.union([RunRequest, ControlRequest]);
export type Request = z.infer<typeof Request>;

/** What a server reports of itself (`oplab daemon status`). */
export interface Status {
  pid: number;
  key: string;
  startedAt: string;
  served: number;
  queued: number;
  idleStopMs: number;
  engines: { kind: string; pid: number; served: number; rssMiB?: number }[];
}

/** Lines from the server to a client. Output is base64: a Go program may write any bytes. */
export type Frame =
  | { t: 'out' | 'err'; d: string }
  | { t: 'exit'; code: number }
  /** Run it yourself (nothing was written): a stale build, a command it does not run, an engine lost early. */
  | { t: 'cold'; why: string }
  | { t: 'status'; status: Status }
  | { t: 'stopping' }
  | { t: 'refused'; why: string };

/** Messages from the server to an engine. */
export type ToEngine = {
  id: number;
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  isTTY: boolean;
};

/** Messages from an engine to the server (Node's advanced IPC serialisation carries the bytes). */
export type FromEngine =
  | { id: number; t: 'out' | 'err'; d: Uint8Array | string }
  | { id: number; t: 'exit'; code: number; rss: number }
  | { t: 'ready' };

export function frameLine(frame: Frame): string {
  return `${JSON.stringify(frame)}\n`;
}

/** The request in `line`, or why it is not one (the message a hostile or broken client gets). */
export function parseRequest(line: string): Request | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'not a JSON request' };
  }
  const r = Request.safeParse(json);
  return r.success ? r.data : { error: `not a request: ${r.error.issues[0]?.message ?? 'invalid'}` };
}
