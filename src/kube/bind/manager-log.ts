// The zap logger's output (pkg/log/zap): one LogEntry per line on the run's log sink, with values
// encoded as zapr/zap encode them — strings and numbers as themselves, errors by Error(),
// fmt.Stringers by String(), logr.Marshalers by MarshalLog(), everything else by reflection
// (encoding/json: K1's codec). Outside a cluster run the line goes to stderr.

import { DEFAULT_CWD } from '../../go/build/build.ts';
import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import type { Iface, Slice } from '../../go/interp/values.ts';
import { sprintfValues } from '../../go/std/fmt/package.ts';
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

/**
 * An entry's value as KubeAwareEncoder logs it when not Verbose: a runtime.Object that zap would
 * encode as a Stringer or by reflection becomes kubeObjectWrapper, `{apiVersion, kind}` when its GVK
 * has a version, then `namespace` when set and `name` (controller-runtime pkg/log/zap/kube_helpers.go);
 * the wrapper's error goes in a `<key>Error` field, as zap adds it. Undefined for other values.
 */
function kubeObjectField(ctx: NativeContext, v: Iface | null): { value: Json; error?: string } | undefined {
  if (v === null || v.t.kind === 'interface') return undefined;
  const t = v.t;
  if (
    ctx.lookupMethod(t, 'GetObjectKind') === undefined ||
    ctx.lookupMethod(t, 'DeepCopyObject') === undefined
  )
    return undefined;
  // zapr and zap.Any take these first: logr.Marshaler, an error
  if (ctx.lookupMethod(t, 'MarshalLog') !== undefined || ctx.lookupMethod(t, 'Error') !== undefined)
    return undefined;
  if (t.kind === 'ptr' && v.v === null) return { value: {}, error: 'got nil for runtime.Object' };
  const value: Record<string, Json> = {};
  const gvk = ctx.callMethod(ctx.callMethod(v, 'GetObjectKind') as Iface, 'GroupVersionKind') as Record<
    string,
    string
  >;
  if (gvk.Version !== '') {
    const gv = gvk.Group === '' ? gvk.Version : `${gvk.Group}/${gvk.Version}`;
    value.apiVersion = jsString(gv);
    value.kind = jsString(gvk.Kind);
  }
  if (ctx.lookupMethod(t, 'GetNamespace') === undefined || ctx.lookupMethod(t, 'GetName') === undefined)
    return {
      value,
      error: jsString(`got runtime.Object without object metadata: ${sprintfValues(ctx, '%v', [v])}`),
    };
  const ns = ctx.callMethod(v, 'GetNamespace') as string;
  if (ns !== '') value.namespace = jsString(ns);
  value.name = jsString(ctx.callMethod(v, 'GetName') as string);
  return { value };
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
  verbose: boolean,
): string {
  const fields: [string, unknown][] = [];
  const add = (list: (Iface | null)[], entry: boolean) => {
    for (let i = 0; i + 1 < list.length; i += 2) {
      const k = list[i];
      const key =
        k !== null && k.t.kind === 'string' ? jsString(k.v as string) : String(logValue(ctx, k, json));
      const v = list[i + 1];
      const obj = entry && !verbose ? kubeObjectField(ctx, v) : undefined;
      if (obj === undefined) fields.push([key, logValue(ctx, v, json)]);
      else {
        fields.push([key, obj.value]);
        if (obj.error !== undefined) fields.push([`${key}Error`, obj.error]);
      }
    }
  };
  // WithValues' pairs reach zap through Logger.With (the encoder's own Add methods), an entry's
  // through EncodeEntry, where KubeAwareEncoder rewrites them (pkg/log/zap/kube_helpers.go).
  add((values?.toArray() ?? []) as (Iface | null)[], false);
  add((kvs?.toArray() ?? []) as (Iface | null)[], true);
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
