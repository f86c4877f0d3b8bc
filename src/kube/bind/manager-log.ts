// The zap logger's output (pkg/log/zap): one LogEntry per line on the run's log sink, with values
// encoded as zapr/zap encode them — strings and numbers as themselves, errors by Error(),
// fmt.Stringers by String(), logr.Marshalers by MarshalLog(), everything else by reflection
// (encoding/json: K1's codec). Outside a cluster run the line goes to stderr.

import { DEFAULT_CWD } from '../../go/build/build.ts';
import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import type { Iface, Slice } from '../../go/interp/values.ts';
import type { Json } from '../apiserver/types.ts';
import {
  formatLog,
  formatLogEntry,
  formatLogEntryJSON,
  type LogEntry,
  type LogLevel,
} from '../runtime/log.ts';
import { encodeGo } from './codec.ts';
import { maybeKubeEnv } from './env.ts';
import { moduleSite, zapCaller, zapStack } from './zap-stack.ts';

const INT_KINDS = new Set([
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
]);

/** One logged value as zap encodes it (development console / JSON). */
export function logValue(ctx: NativeContext, v: Iface | null, json: boolean): Json {
  if (v === null) return null;
  const t = v.t;
  if (ctx.lookupMethod(t, 'MarshalLog') !== undefined)
    return logValue(ctx, ctx.callMethod(v, 'MarshalLog'), json);
  if (t.pkgPath === 'time' && t.name === 'Duration') {
    // dev: StringDurationEncoder ("1m0s"); production: SecondsDurationEncoder (float seconds)
    if (json) return Number(v.v) / 1e9;
    return jsString(ctx.callMethod(v, 'String') as string);
  }
  if (t.pkgPath === 'time' && t.name === 'Time')
    // zap.Time through controller-runtime's RFC3339TimeEncoder
    return jsString(ctx.callMethod(v, 'Format', goString('2006-01-02T15:04:05Z07:00')) as string);
  if (t.kind !== 'interface' && ctx.lookupMethod(t, 'Error') !== undefined && v.v !== null)
    return jsString(ctx.callMethod(v, 'Error') as string);
  if (ctx.lookupMethod(t, 'String') !== undefined && !(t.kind === 'ptr' && v.v === null))
    return jsString(ctx.callMethod(v, 'String') as string);
  if (t.kind === 'string') return jsString(v.v as string);
  if (t.kind === 'bool') return v.v as boolean;
  if (INT_KINDS.has(t.kind)) return typeof v.v === 'bigint' ? Number(v.v) : (v.v as number);
  if (t.kind === 'float32' || t.kind === 'float64') return v.v as number;
  try {
    return encodeGo(ctx, v.v, t);
  } catch (e) {
    return `<${e instanceof Error ? e.message : String(e)}>`;
  }
}

function writeLog(
  ctx: NativeContext,
  json: boolean,
  level: string,
  name: string,
  msg: string,
  values: Slice | null,
  kvs: Slice | null,
  err: Iface | null,
  isError: boolean,
  withStack: boolean,
  ts: string,
  tsJSON: string,
  caller: string,
  callerJSON: string,
  custom: boolean,
): string {
  const all = [...(values?.toArray() ?? []), ...(kvs?.toArray() ?? [])] as (Iface | null)[];
  const fields: [string, unknown][] = [];
  for (let i = 0; i + 1 < all.length; i += 2) {
    const k = all[i];
    const key =
      k !== null && k.t.kind === 'string' ? jsString(k.v as string) : String(logValue(ctx, k, json));
    fields.push([key, logValue(ctx, all[i + 1], json)]);
  }
  let error: string | undefined;
  if (isError && err !== null) {
    error = jsString(ctx.callMethod(err, 'Error') as string);
    fields.push(['error', error]);
  }
  const env = maybeKubeEnv();
  const stack = withStack
    ? zapStack(ctx.callers(), env?.moduleSite ?? moduleSite(env?.files, DEFAULT_CWD))
    : undefined;
  const entry: Omit<LogEntry, 'time'> = {
    level: level as LogLevel,
    logger: jsString(name),
    msg: jsString(msg),
    fields,
    error,
    ...(stack !== undefined ? { stack } : {}),
    ...(ts.length > 0 ? { timeText: { console: jsString(ts), json: jsString(tsJSON) } } : {}),
    ...(caller.length > 0 ? { caller: { console: jsString(caller), json: jsString(callerJSON) } } : {}),
  };
  if (env !== undefined) {
    env.logs.encoding = json ? 'json' : 'console';
    env.logs.write(entry);
    const line = goString(`${formatLog(env.logs, env.logs.entries[env.logs.entries.length - 1])}\n`);
    // `oplab go run` of an envtest program: zap writes to os.Stderr as well
    if (env.logs.echo && !custom) ctx.stderr(line);
    return line;
  }
  const now = ctx.clock.now();
  const e: LogEntry = { ...entry, time: Number(BigInt(now) / 1_000_000n) };
  const line = goString(`${json ? formatLogEntryJSON(e) : formatLogEntry(e)}\n`);
  if (!custom) ctx.stderr(line);
  return line;
}

/** The caller frame's file and line (zap-stack.ts zapCaller); ok false when not known. */
function callerFrame(ctx: NativeContext, skip: number): [ReturnType<typeof goString>, number, boolean] {
  const env = maybeKubeEnv();
  const f = zapCaller(ctx.callers(), env?.moduleSite ?? moduleSite(env?.files, DEFAULT_CWD), skip);
  return f === undefined ? [goString(''), 0, false] : [goString(f.file), f.line, true];
}

export const zapNatives: NativeTable = { writeLog, callerFrame };
