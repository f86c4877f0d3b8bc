/**
 * Structured logs as controller-runtime's zap logger prints them in development mode:
 * `<RFC3339 time>\t<LEVEL>\t<logger>\t<msg>\t{"key": value, ...}`.
 */
import type { Clock } from '../apiserver/types.ts';

/** zap's capital level names; logr V(n) for n ≥ 2 prints as `LEVEL(-n)`. */
export type LogLevel = 'INFO' | 'ERROR' | 'DEBUG' | 'DPANIC' | `LEVEL(${number})`;

export type LogEntry = {
  time: number;
  level: LogLevel;
  logger: string;
  msg: string;
  /** key/value pairs in order, as passed to logr */
  fields: [string, unknown][];
  error?: string;
  /** zap's stack trace for a line at or above the logger's StacktraceLevel (bind/zap-stack.ts) */
  stack?: string;
  /**
   * the time as the logger's zap.Options.TimeEncoder wrote it (console text, JSON value), when it
   * is not the default RFC3339TimeEncoder
   */
  timeText?: { console: string; json: string };
  /** the "caller" field zap.AddCaller adds, as the encoder's EncodeCaller wrote it (console text, JSON value) */
  caller?: { console: string; json: string };
};

export class LogSink {
  readonly entries: LogEntry[] = [];
  /** how the program's zap logger encodes lines: development console (default) or production JSON */
  encoding: 'console' | 'json' = 'console';
  /** the program's zap lines also go to its stderr, as they do outside a cluster run (oplab go run) */
  echo = false;
  /** A host that shows each line as it is logged (oplab run). */
  onEntry: ((e: LogEntry) => void) | undefined;
  private readonly clock: Clock;
  constructor(clock: Clock) {
    this.clock = clock;
  }
  write(e: Omit<LogEntry, 'time'>): void {
    const entry = { ...e, time: this.clock.now() };
    this.entries.push(entry);
    this.onEntry?.(entry);
  }
}

export class Logger {
  private readonly sink: LogSink;
  readonly name: string;
  private readonly values: [string, unknown][];
  constructor(sink: LogSink, name = '', values: [string, unknown][] = []) {
    this.sink = sink;
    this.name = name;
    this.values = values;
  }
  withName(n: string): Logger {
    return new Logger(this.sink, this.name ? `${this.name}.${n}` : n, this.values);
  }
  withValues(...kv: unknown[]): Logger {
    return new Logger(this.sink, this.name, [...this.values, ...pairs(kv)]);
  }
  info(msg: string, ...kv: unknown[]): void {
    this.sink.write({ level: 'INFO', logger: this.name, msg, fields: [...this.values, ...pairs(kv)] });
  }
  error(err: string | undefined, msg: string, ...kv: unknown[]): void {
    const fields = [...this.values, ...pairs(kv)];
    if (err !== undefined) fields.push(['error', err]);
    this.sink.write({ level: 'ERROR', logger: this.name, msg, fields, error: err });
  }
}

function pairs(kv: unknown[]): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (let i = 0; i + 1 < kv.length; i += 2) out.push([String(kv[i]), kv[i + 1]]);
  return out;
}

/** zap development console encoding (`{"a": 1, "b": "x"}` with a space after the colon). */
export function formatLogEntry(e: LogEntry): string {
  const time =
    e.timeText?.console ?? new Date(Math.floor(e.time / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const fields =
    e.fields.length > 0
      ? '\t{' + e.fields.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ') + '}'
      : '';
  const stack = e.stack !== undefined ? `\n${e.stack}` : '';
  const caller = e.caller !== undefined ? `${e.caller.console}\t` : '';
  return `${time}\t${e.level}\t${e.logger ? e.logger + '\t' : ''}${caller}${e.msg}${fields}${stack}`;
}

/**
 * zap's production JSON encoding as controller-runtime configures it (RFC3339 `ts`, lower-case
 * level, `logger` only when named): `{"level":"info","ts":"…","logger":"setup","msg":"…","k":"v"}`.
 */
export function formatLogEntryJSON(e: LogEntry): string {
  const time = new Date(Math.floor(e.time / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const level = /^LEVEL\((-?\d+)\)$/.exec(e.level);
  const out: Record<string, unknown> = {
    level: level ? `Level(${level[1]})` : e.level.toLowerCase(),
    ts: e.timeText !== undefined ? TS_PLACEHOLDER : time,
  };
  if (e.logger) out.logger = e.logger;
  if (e.caller !== undefined) out.caller = CALLER_PLACEHOLDER;
  out.msg = e.msg;
  for (const [k, v] of e.fields) out[k] = v;
  if (e.stack !== undefined) out.stacktrace = e.stack;
  const line = JSON.stringify(out);
  // the encoder's own text: an epoch in nanoseconds is exact only as written
  const timed =
    e.timeText !== undefined ? line.replace(JSON.stringify(TS_PLACEHOLDER), e.timeText.json) : line;
  return e.caller !== undefined ? timed.replace(JSON.stringify(CALLER_PLACEHOLDER), e.caller.json) : timed;
}

const TS_PLACEHOLDER = '\u0000ts';
const CALLER_PLACEHOLDER = '\u0000caller';

/** A line in the sink's encoding. */
export function formatLog(sink: LogSink, e: LogEntry): string {
  return sink.encoding === 'json' ? formatLogEntryJSON(e) : formatLogEntry(e);
}
