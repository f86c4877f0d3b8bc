/**
 * CRD version conversion as the apiextensions-apiserver does it between the version a client asks
 * for and the storage version ([AX] pkg/apiserver/conversion/converter.go, webhook_converter.go):
 * strategy `None` rewrites apiVersion only; strategy `Webhook` POSTs a ConversionReview
 * (apiextensions.k8s.io/v1) with the object to the CRD's conversion webhook and takes its
 * convertedObjects, keeping the input's metadata but labels and annotations (restoreObjectMeta).
 * A failure is a plain error the server answers with 500 and no reason (ErrorToAPIStatus), so
 * kubectl prints `Error from server: conversion webhook for <gvk> failed: …`.
 */
import { genericServerResponse, postReview, type WebhookDialContext } from './admission.ts';
import type { ResourceInfo } from './registry.ts';
import { goQuote, StatusError } from './status.ts';
import type { JsonObject, KubeObject } from './types.ts';
import { deepCopy, isObject, metaOf, parseApiVersion, str } from './types.ts';

/** What the server tells the converter about the CRD and itself. */
export type ConversionContext = WebhookDialContext & { nextUid(): string };

/** One conversion webhook call, for the trace. */
export type ConversionCall = { url: string; desiredAPIVersion: string; ok: boolean; message: string };

/** `group/version, Kind=Kind` (schema.GroupVersionKind.String). */
function gvkString(obj: KubeObject): string {
  const { group, version } = parseApiVersion(str(obj.apiVersion));
  return `${group === '' ? '' : `${group}/`}${version}, Kind=${str(obj.kind)}`;
}

function failure(message: string): StatusError {
  return new StatusError({
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason: '' as never,
    code: 500,
  });
}

/** Whether obj (as stored or as sent) is already in `version` of its group. */
export function inVersion(obj: KubeObject, version: string): boolean {
  return parseApiVersion(str(obj.apiVersion)).version === version;
}

/**
 * obj converted to `version` of info's group (throws the server's StatusError). `calls` receives the
 * webhook call, if one was made.
 */
export function convertVersion(
  info: ResourceInfo,
  obj: KubeObject,
  version: string,
  ctx: ConversionContext,
  calls: ConversionCall[],
): KubeObject {
  if (str(obj.apiVersion) === '' || inVersion(obj, version)) return obj;
  const desired = info.group === '' ? version : `${info.group}/${version}`;
  const hook = info.conversionWebhook;
  if (hook === undefined) return { ...obj, apiVersion: desired };
  const what = gvkString(obj);
  const cc = isObject(hook.clientConfig) ? hook.clientConfig : {};
  const reviewVersions = Array.isArray(hook.conversionReviewVersions) ? hook.conversionReviewVersions : [];
  // createConversionReviewObjects: the first version the server knows
  const reviewVersion = reviewVersions.find((v) => v === 'v1' || v === 'v1beta1');
  if (reviewVersion === undefined) throw failure('no supported conversion review versions');
  let uid = '';
  const posted = postReview(
    cc,
    30,
    () => {
      uid = ctx.nextUid();
      return {
        apiVersion: `apiextensions.k8s.io/${reviewVersion}`,
        kind: 'ConversionReview',
        request: { uid, desiredAPIVersion: desired, objects: [deepCopy(obj)] },
      };
    },
    ctx,
  );
  const fail = (message: string, url: string): never => {
    calls.push({ url, desiredAPIVersion: desired, ok: false, message });
    throw failure(message);
  };
  if (posted.kind === 'callError')
    return fail(`conversion webhook for ${what} failed: ${posted.message}`, posted.url);
  const reply = posted.reply;
  if (reply.kind === 'http')
    return fail(
      `conversion webhook for ${what} failed: ${genericServerResponse(reply.code, reply.body)}`,
      posted.url,
    );
  const review = reply.review;
  // getConvertedObjectsFromResponse
  const got = `${str(review.apiVersion)}, Kind=${str(review.kind)}`;
  const want = `apiextensions.k8s.io/${reviewVersion}, Kind=ConversionReview`;
  const bad = (why: string) => fail(`conversion webhook for ${what} failed: ${why}`, posted.url);
  if (reviewVersion === 'v1' && got !== want) bad(`expected webhook response of ${want}, got ${got}`);
  const response = isObject(review.response) ? review.response : undefined;
  if (response === undefined) return bad('no response provided');
  if (reviewVersion === 'v1' && str(response.uid) !== uid)
    bad(`expected response.uid=${goQuote(uid)}, got ${goQuote(str(response.uid))}`);
  const result = isObject(response.result) ? response.result : {};
  if (str(result.status) !== 'Success')
    bad(
      str(result.message) !== ''
        ? str(result.message)
        : `response.result.status was '${str(result.status)}', not 'Success'`,
    );
  const converted = Array.isArray(response.convertedObjects) ? response.convertedObjects : [];
  if (converted.length !== 1)
    fail(`conversion webhook for ${what} returned ${converted.length} objects, expected 1`, posted.url);
  const out = converted[0];
  if (!isObject(out))
    return fail(
      `conversion webhook for ${what} returned invalid converted object at index 0: Object 'Kind' is missing`,
      posted.url,
    );
  const invalid = (why: string) =>
    fail(`conversion webhook for ${what} returned invalid converted object at index 0: ${why}`, posted.url);
  const outAv = str(out.apiVersion);
  if (outAv !== desired) invalid(`invalid groupVersion (expected ${desired}, received ${outAv})`);
  const inMeta = metaOf(obj);
  const outMeta = isObject(out.metadata) ? out.metadata : {};
  for (const [field, label] of [
    ['kind', 'kind'],
    ['name', 'name'],
    ['namespace', 'namespace'],
    ['uid', 'UID'],
  ] as const) {
    const a = field === 'kind' ? str(obj.kind) : str(inMeta[field]);
    const b = field === 'kind' ? str(out.kind) : str(outMeta[field]);
    if (a !== b) invalid(`must have the same ${label}: ${a} != ${b}`);
  }
  // restoreObjectMeta: only labels and annotations may change
  const meta: JsonObject = deepCopy(inMeta);
  if (isObject(outMeta.labels)) meta.labels = outMeta.labels;
  else delete meta.labels;
  if (isObject(outMeta.annotations)) meta.annotations = outMeta.annotations;
  else delete meta.annotations;
  calls.push({ url: posted.url, desiredAPIVersion: desired, ok: true, message: '' });
  return { ...(out as KubeObject), metadata: meta };
}

/** omitempty: "", 0 and nil are left out. */
const omit = (v: unknown) => (v === '' || v === 0 || v === null ? undefined : v);

/**
 * An Event in core/v1 (`toEvents` false) or events.k8s.io/v1, from the other one ([K8S]
 * pkg/apis/events/v1/conversion.go: regarding/involvedObject, note/message, deprecatedSource/source,
 * deprecatedFirstTimestamp, deprecatedLastTimestamp and deprecatedCount/firstTimestamp…; core's
 * reportingComponent is reportingController). Written as encoding/json writes the Go type: its field
 * order, omitempty, a zero time as null (k8s.io/api events/v1 and core/v1 types.go).
 */
export function convertEvent(o: KubeObject, toEvents: boolean): KubeObject {
  const e: Record<string, unknown> = toEvents
    ? {
        apiVersion: 'events.k8s.io/v1',
        kind: 'Event',
        metadata: o.metadata,
        eventTime: o.eventTime ?? null,
        series: omit(o.series),
        reportingController: omit(o.reportingComponent),
        reportingInstance: omit(o.reportingInstance),
        action: omit(o.action),
        reason: omit(o.reason),
        regarding: o.involvedObject ?? {},
        related: omit(o.related),
        note: omit(o.message),
        type: omit(o.type),
        deprecatedSource: o.source ?? {},
        deprecatedFirstTimestamp: o.firstTimestamp ?? null,
        deprecatedLastTimestamp: o.lastTimestamp ?? null,
        deprecatedCount: omit(o.count),
      }
    : {
        apiVersion: 'v1',
        kind: 'Event',
        metadata: o.metadata,
        involvedObject: o.regarding ?? {},
        reason: omit(o.reason),
        message: omit(o.note),
        source: o.deprecatedSource ?? {},
        firstTimestamp: o.deprecatedFirstTimestamp ?? null,
        lastTimestamp: o.deprecatedLastTimestamp ?? null,
        count: omit(o.deprecatedCount),
        type: omit(o.type),
        eventTime: o.eventTime ?? null,
        series: omit(o.series),
        action: omit(o.action),
        related: omit(o.related),
        reportingComponent: o.reportingController ?? '',
        reportingInstance: o.reportingInstance ?? '',
      };
  for (const k of Object.keys(e)) if (e[k] === undefined) delete e[k];
  return e as KubeObject;
}
