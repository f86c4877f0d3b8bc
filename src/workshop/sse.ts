// Server-Sent Events: one stream per open dashboard or learner bar. Each event carries its sequence
// number as the SSE id, so a browser that reconnects sends Last-Event-ID and gets exactly what it
// missed (the hub replays it from memory or the database).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http.ts';
import type { Hub } from './hub.ts';
import type { StoredEvent } from './model.ts';

const HEARTBEAT_MS = 20_000;

/** Where to resume: the Last-Event-ID header (browser reconnects) or `?after=` (a fresh EventSource). */
export function resumeFrom(req: IncomingMessage, url: URL): number {
  const raw = req.headers['last-event-id'] ?? url.searchParams.get('after') ?? '0';
  const s = Array.isArray(raw) ? raw[0]! : raw;
  if (!/^\d{1,12}$/.test(s)) throw new HttpError(400, 'invalid', 'Last-Event-ID: must be an event number');
  return Number(s);
}

export interface OpenStreams {
  add(res: ServerResponse): void;
  delete(res: ServerResponse): void;
}

export async function openStream(
  req: IncomingMessage,
  res: ServerResponse,
  hub: Hub,
  workshop: string,
  after: number,
  visible: (e: StoredEvent) => boolean,
  open: OpenStreams,
): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 1000\n\n');
  open.add(res);
  const sub = {
    lastSeq: after,
    send(events: StoredEvent[]) {
      let out = '';
      for (const e of events) if (visible(e)) out += `id: ${e.seq}\ndata: ${JSON.stringify(e)}\n\n`;
      const last = events[events.length - 1]!;
      // Nothing visible in this batch: an id-only block still moves the browser's Last-Event-ID on.
      if (!visible(last)) out += `id: ${last.seq}\n\n`;
      res.write(out);
    },
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  let off: (() => void) | undefined;
  let closed = false;
  const close = () => {
    closed = true;
    clearInterval(heartbeat);
    off?.();
    open.delete(res);
  };
  req.on('close', close);
  res.on('error', close);
  const unsubscribe = await hub.subscribe(workshop, sub);
  if (closed) unsubscribe();
  else off = unsubscribe;
}
