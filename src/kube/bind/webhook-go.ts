// Natives of the Go webhook packages (src/kube/gopkg/webhook): the admission package's decoding,
// json.Marshal and JSON-patch diff over the shared codec, and the webhook server's bridge to the
// simulated network. A Go handler becomes a WebhookRegistration whose `handle` builds the Go
// admission.Request from the AdmissionReview JSON, calls the handler's Handle method in Go and
// encodes the AdmissionResponse it returns.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { tEmptyInterface } from '../../go/interp/rtype.ts';
import { R } from '../../go/interp/state.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface, Slice, zero } from '../../go/interp/values.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { isObject, jsonEqual } from '../apiserver/types.ts';
import { bytesOf, bytesSlice, CodecError, decodeGo, decodeGoInto, encodeGo } from './codec.ts';
import { isLibraryFile, type KubeEnv, kubeEnv } from './env.ts';
import type { RunningWebhookServer, WebhookRegistration } from './webhook.ts';
import { startWebhookServer } from './webhook.ts';

const ADMISSION = 'sigs.k8s.io/controller-runtime/pkg/webhook/admission';
const ADMISSION_V1 = 'k8s.io/api/admission/v1';

function errorValue(ctx: NativeContext, e: unknown): Iface {
  if (e instanceof CodecError || e instanceof SyntaxError) return ctx.errorf(goString(e.message));
  throw e;
}

function parseBytes(s: Slice | null): Json {
  return JSON.parse(jsString(s === null ? '' : bytesOf(s))) as Json;
}

function jsonBytes(j: Json): Slice {
  return bytesSlice(goString(JSON.stringify(j)));
}

// ---------------------------------------------------------------------------------------------
// JSON patch (gomodules.xyz/jsonpatch/v2 CreatePatch): recursive object diff, arrays element-wise.

export type PatchOp = { op: 'add' | 'remove' | 'replace'; path: string; value?: Json };

function escapePointer(k: string): string {
  return k.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function createJsonPatch(a: Json, b: Json, path = ''): PatchOp[] {
  if (jsonEqual(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const ops: PatchOp[] = [];
    for (const k of Object.keys(b)) {
      const p = `${path}/${escapePointer(k)}`;
      if (!(k in a)) ops.push({ op: 'add', path: p, value: b[k] });
      else ops.push(...createJsonPatch(a[k], b[k], p));
    }
    for (const k of Object.keys(a))
      if (!(k in b)) ops.push({ op: 'remove', path: `${path}/${escapePointer(k)}` });
    return ops;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const ops: PatchOp[] = [];
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) ops.push(...createJsonPatch(a[i], b[i], `${path}/${i}`));
    for (let i = n; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: b[i] });
    for (let i = a.length - 1; i >= b.length; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    return ops;
  }
  return [{ op: 'replace', path, value: b }];
}

export const admissionNatives: NativeTable = {
  decodeRaw(ctx: NativeContext, raw: Slice | null, into: Iface | null): Iface | null {
    if (into === null || into.v === null) return ctx.errorf(goString('json: Unmarshal(nil)'));
    const t = into.t.kind === 'ptr' ? into.t.elem! : into.t;
    try {
      decodeGoInto(ctx, parseBytes(raw), into.v, t);
      return null;
    } catch (e) {
      return errorValue(ctx, e);
    }
  },
  marshalJSON(ctx: NativeContext, v: Iface | null): [Slice | null, Iface | null] {
    try {
      return [jsonBytes(v === null ? null : encodeGo(ctx, v.v, v.t)), null];
    } catch (e) {
      return [null, errorValue(ctx, e)];
    }
  },
  createPatch(
    ctx: NativeContext,
    original: Slice | null,
    current: Slice | null,
  ): [Slice | null, Iface | null] {
    let ops: PatchOp[];
    try {
      ops = createJsonPatch(parseBytes(original), parseBytes(current));
    } catch (e) {
      return [null, errorValue(ctx, e)];
    }
    // struct{Operation, Path string; Value interface{}} (jsonpatch.Operation's fields, in order)
    const arr = ops.map((o) => ({
      Operation: goString(o.op),
      Path: goString(o.path),
      // gomodules.xyz/jsonpatch decodes with encoding/json: numbers are float64
      Value: o.value === undefined ? null : decodeGo(ctx, o.value, tEmptyInterface, {}),
    }));
    return [Slice.of(arr), null];
  },
  newLike(_ctx: NativeContext, proto: Iface | null): Iface | null {
    if (proto === null) return null;
    if (proto.t.kind !== 'ptr' || !proto.t.elem) return proto;
    return new Iface(proto.t, zero(proto.t.elem));
  },
};

// ---------------------------------------------------------------------------------------------
// The server bridge.

/** The Go admission.Request for an AdmissionReview request (JSON as the API server sent it). */
function goRequest(ctx: NativeContext, r: JsonObject): any {
  const req = zero(ctx.typeOf(ADMISSION, 'Request'));
  const a = req.AdmissionRequest;
  const s = (v: Json | undefined) => goString(typeof v === 'string' ? v : '');
  const gvk = (v: Json | undefined) => {
    const o = isObject(v) ? v : {};
    const x = zero(ctx.typeOf(ADMISSION_V1, 'GroupVersionKind'));
    x.Group = s(o.group);
    x.Version = s(o.version);
    x.Kind = s(o.kind);
    return x;
  };
  const gvr = (v: Json | undefined) => {
    const o = isObject(v) ? v : {};
    const x = zero(ctx.typeOf(ADMISSION_V1, 'GroupVersionResource'));
    x.Group = s(o.group);
    x.Version = s(o.version);
    x.Resource = s(o.resource);
    return x;
  };
  a.UID = s(r.uid);
  a.Kind = gvk(r.kind);
  a.Resource = gvr(r.resource);
  a.SubResource = s(r.subResource);
  if (isObject(r.requestKind)) a.RequestKind = gvk(r.requestKind);
  if (isObject(r.requestResource)) a.RequestResource = gvr(r.requestResource);
  a.RequestSubResource = s(r.requestSubResource);
  a.Name = s(r.name);
  a.Namespace = s(r.namespace);
  a.Operation = s(r.operation);
  const ui = isObject(r.userInfo) ? r.userInfo : {};
  a.UserInfo.Username = s(ui.username);
  a.UserInfo.UID = s(ui.uid);
  a.UserInfo.Groups = Array.isArray(ui.groups) ? Slice.of(ui.groups.map((g) => s(g))) : null;
  if (r.object !== undefined && r.object !== null) a.Object.Raw = jsonBytes(r.object);
  if (r.oldObject !== undefined && r.oldObject !== null) a.OldObject.Raw = jsonBytes(r.oldObject);
  if (typeof r.dryRun === 'boolean') {
    const cellType = ctx
      .typeOf(ADMISSION_V1, 'AdmissionRequest')
      .fields.find((f) => f.name === 'DryRun')!.type;
    a.DryRun = decodeGo(ctx, r.dryRun, cellType);
  }
  return req;
}

/** A panic the webhook's Handle recovered (controller-runtime answers 500 "panic: … [recovered]"). */
export interface WebhookPanic {
  path: string;
  /** Where it started in the program's own code, when known. */
  at?: { file: string; line: number; col: number };
}

const webhookPanics = new WeakMap<KubeEnv, WebhookPanic[]>();

/** The webhook panics of a run, in order (the grader names the line the way a stack trace would). */
export function webhookPanicsOf(env: KubeEnv): readonly WebhookPanic[] {
  return webhookPanics.get(env) ?? [];
}

/** A registration calling a Go http.Handler that is an admission webhook (has Handle). */
export function goRegistration(
  ctx: NativeContext,
  goCtx: Iface | null,
  path: string,
  hook: Iface | null,
): WebhookRegistration {
  if (hook !== null && ctx.lookupMethod(hook.t, 'convertRaw') !== undefined)
    return conversionRegistration(ctx, goCtx, path, hook);
  return {
    path,
    handle(request: JsonObject): JsonObject {
      if (hook === null || ctx.lookupMethod(hook.t, 'Handle') === undefined)
        return { allowed: false, status: { code: 500, message: `${path} is not an admission webhook` } };
      const before = R.lastRecovered;
      const resp = ctx.callMethod(hook, 'Handle', goCtx, goRequest(ctx, request));
      if (R.lastRecovered !== before && R.lastRecovered !== null) {
        const s = R.lastRecovered.sites.find((x) => !isLibraryFile(x.file));
        const env = kubeEnv();
        const list = webhookPanics.get(env) ?? [];
        list.push({ path, ...(s ? { at: { file: s.file, line: s.line, col: s.col } } : {}) });
        webhookPanics.set(env, list);
      }
      const out = encodeGo(ctx, resp.AdmissionResponse, ctx.typeOf(ADMISSION_V1, 'AdmissionResponse'));
      return isObject(out) ? out : {};
    },
  };
}

/**
 * The conversion webhook (pkg/webhook/conversion's handler): each object of the ConversionReview
 * request converted in Go by `convertRaw`; the first error answers the whole review with
 * `result: {status: Failure, message}` (errored), as handleConvertRequest does.
 */
function conversionRegistration(
  ctx: NativeContext,
  goCtx: Iface | null,
  path: string,
  hook: Iface,
): WebhookRegistration {
  return {
    path,
    handle: () => ({ allowed: false, status: { code: 400, message: 'got an empty AdmissionRequest' } }),
    convert(request: JsonObject): JsonObject {
      const desired = typeof request.desiredAPIVersion === 'string' ? request.desiredAPIVersion : '';
      const objects = Array.isArray(request.objects) ? request.objects : [];
      const converted: Json[] = [];
      for (const o of objects) {
        const [raw, err] = ctx.callMethod(hook, 'convertRaw', goCtx, goString(desired), jsonBytes(o)) as [
          Slice | null,
          Iface | null,
        ];
        if (err !== null)
          return {
            result: { metadata: {}, status: 'Failure', message: jsString(ctx.callMethod(err, 'Error')) },
          };
        converted.push(parseBytes(raw));
      }
      return { convertedObjects: converted, result: { metadata: {}, status: 'Success' } };
    },
  };
}

const running = new WeakMap<
  object,
  { server: RunningWebhookServer; ctx: NativeContext; goCtx: Iface | null }
>();

export const webhookServerNatives: NativeTable = {
  serve(
    ctx: NativeContext,
    goCtx: Iface | null,
    s: object,
    o: { Host: string; Port: number; CertDir: string; CertName: string; KeyName: string },
    paths: Slice | null,
    hooks: Slice | null,
  ): Iface | null {
    const ps = paths === null ? [] : paths.toArray().map((p: string) => jsString(p));
    const hs = hooks === null ? [] : (hooks.toArray() as (Iface | null)[]);
    const regs = ps.map((p, i) => goRegistration(ctx, goCtx, p, hs[i] ?? null));
    const r = startWebhookServer(kubeEnv(), regs, {
      host: jsString(o.Host),
      port: Number(o.Port),
      certDir: jsString(o.CertDir),
      certName: jsString(o.CertName),
      keyName: jsString(o.KeyName),
    });
    if (!r.ok) return ctx.errorf(goString(r.error));
    running.set(s, { server: r.server, ctx, goCtx });
    return null;
  },
  serveLate(_ctx: NativeContext, s: object, path: string, hook: Iface | null): void {
    const r = running.get(s);
    if (r !== undefined) r.server.register(goRegistration(r.ctx, r.goCtx, jsString(path), hook));
  },
  stopServing(_ctx: NativeContext, s: object): void {
    running.get(s)?.server.stop();
    running.delete(s);
  },
};

/** The running simulated server of a Go webhook.Server value (after its Start), for tests and the runner. */
export function runningWebhookServerOf(server: Iface | null): RunningWebhookServer | undefined {
  if (server === null || server.v === null) return undefined;
  return running.get(server.v)?.server;
}
