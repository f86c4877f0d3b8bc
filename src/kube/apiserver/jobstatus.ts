/**
 * A Job's status update as kube-apiserver 1.34 validates it (kubernetes pkg/apis/batch/validation
 * validateJobStatus, ValidateJobStatusUpdate; pkg/registry/batch/job/strategy.go
 * getStatusValidationOptions with JobManagedBy on, its default since 1.32). Most rules run only when
 * the fields they read changed from the old object, so a controller's unrelated status write to a Job
 * whose status already breaks a rule still goes through.
 */
import { indexesFormat, nonNegativeCounts, parseIndexInterval } from './builtinvalidation.ts';
import type { FieldError } from './status.ts';
import { fieldErr, OMIT } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, jsonEqual, str } from './types.ts';

const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const int = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);
const ptr = (v: Json | undefined): Json | undefined => (v === null ? undefined : v);

function conditionTrue(status: JsonObject, type: string): boolean {
  const list = Array.isArray(status.conditions) ? status.conditions : [];
  return list.some((c) => isObject(c) && c.type === type && c.status === 'True');
}

/** The facts about one Job's status the rules read. */
function facts(job: KubeObject) {
  const status = obj(job.status);
  const is = (t: string) => conditionTrue(status, t);
  return {
    status,
    complete: is('Complete'),
    failed: is('Failed'),
    failureTarget: is('FailureTarget'),
    successCriteriaMet: is('SuccessCriteriaMet'),
    finished: is('Complete') || is('Failed'),
  };
}

/** metav1.Time as Go compares it: to the second (RFC 3339 on the wire). */
const seconds = (v: Json | undefined): number => Math.floor(Date.parse(str(v)) / 1000);
const sameTime = (a: Json | undefined, b: Json | undefined): boolean =>
  (a === undefined) === (b === undefined) && (a === undefined || seconds(a) === seconds(b));
/** A time as metav1.Time marshals it: UTC, RFC 3339 to the second. */
const timeValue = (v: Json): string => new Date(seconds(v) * 1000).toISOString().replace(/\.\d+Z$/, 'Z');

/** uncountedTerminatedPods as the internal struct marshals: Go field names, nil slices null. */
function uncountedValue(u: JsonObject): Json {
  const list = (v: Json | undefined) => (Array.isArray(v) ? v : null);
  return { Succeeded: list(u.succeeded), Failed: list(u.failed) };
}

function uncountedErrors(u: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  for (const key of ['succeeded', 'failed']) {
    const list = Array.isArray(u[key]) ? (u[key] as Json[]) : [];
    list.forEach((v, i) => {
      const uid = str(v);
      const p = `status.uncountedTerminatedPods.${key}[${i}]`;
      if (uid === '') errs.push(fieldErr.invalid(p, uid, 'must not be empty'));
      else if (seen.has(uid)) errs.push(fieldErr.duplicate(p, uid));
      else seen.add(uid);
    });
  }
  return errs;
}

/** validateFailedIndexesNotOverlapCompleted: the first index in both lists, unparseable intervals skipped. */
function overlapError(completed: string, failed: string, completions: number): string | undefined {
  if (completed === '' || failed === '') return undefined;
  const cs = completed.split(',');
  const fs = failed.split(',');
  let ci = 0;
  let fi = 0;
  let c = parseIndexInterval(cs[ci], completions);
  let f = parseIndexInterval(fs[fi], completions);
  while (ci < cs.length && fi < fs.length) {
    if (typeof c === 'string') {
      ci++;
      if (ci < cs.length) c = parseIndexInterval(cs[ci], completions);
    } else if (typeof f === 'string') {
      fi++;
      if (fi < fs.length) f = parseIndexInterval(fs[fi], completions);
    } else {
      const [cx, cy] = c;
      const [fx, fy] = f;
      if (cx <= fy && fx <= cy)
        return `failedIndexes and completedIndexes overlap at index: ${Math.max(cx, fx)}`;
      if (cx <= fx) {
        ci++;
        if (ci < cs.length) c = parseIndexInterval(cs[ci], completions);
      } else {
        fi++;
        if (fi < fs.length) f = parseIndexInterval(fs[fi], completions);
      }
    }
  }
  return undefined;
}

const conditionsErr = (detail: string) => fieldErr.invalid('status.conditions', OMIT, detail);

/** ValidateJobStatusUpdate (after ValidateObjectMetaUpdate, which the server runs for every kind). */
export function validateJobStatusUpdate(job: KubeObject, oldJob: KubeObject): FieldError[] {
  const spec = obj(job.spec);
  const n = facts(job);
  const o = facts(oldJob);
  const s = n.status;
  const os = o.status;
  const indexed = spec.completionMode === 'Indexed';
  const completions = typeof spec.completions === 'number' ? spec.completions : undefined;
  const hasBackoffPerIndex = ptr(spec.backoffLimitPerIndex) !== undefined;
  const completedIndexes = str(s.completedIndexes);
  const failedIndexes = ptr(s.failedIndexes);
  const uncounted = isObject(s.uncountedTerminatedPods) ? s.uncountedTerminatedPods : undefined;
  const startTime = ptr(s.startTime);
  const completionTime = ptr(s.completionTime);
  const ready = ptr(s.ready);
  const terminating = ptr(s.terminating);
  const active = int(s.active);

  // getStatusValidationOptions: which rules run
  const finishedChanged = o.finished !== n.finished;
  const completeChanged = o.complete !== n.complete;
  const failedChanged = o.failed !== n.failed;
  const failureTargetChanged = o.failureTarget !== n.failureTarget;
  const successCriteriaMetChanged = o.successCriteriaMet !== n.successCriteriaMet;
  const completedIndexesChanged = str(os.completedIndexes) !== completedIndexes;
  const failedIndexesChanged = !jsonEqual(ptr(os.failedIndexes) ?? null, failedIndexes ?? null);
  const activeChanged = int(os.active) !== active;
  const startTimeChanged = !sameTime(ptr(os.startTime), startTime);
  const completionTimeChanged = !sameTime(ptr(os.completionTime), completionTime);
  const oldUncounted = isObject(os.uncountedTerminatedPods) ? os.uncountedTerminatedPods : undefined;
  const uncountedChanged = !jsonEqual(
    oldUncounted ? uncountedValue(oldUncounted) : null,
    uncounted ? uncountedValue(uncounted) : null,
  );
  const readyChanged = !jsonEqual(ptr(os.ready) ?? null, ready ?? null);
  const terminatingChanged = !jsonEqual(ptr(os.terminating) ?? null, terminating ?? null);

  // validateJobStatus
  const errs = nonNegativeCounts(s, 'status', ['active', 'succeeded', 'failed', 'ready', 'terminating']);
  if (uncounted) errs.push(...uncountedErrors(uncounted));
  if ((completeChanged || failedChanged) && n.complete && n.failed)
    errs.push(conditionsErr('cannot set Complete=True and Failed=true conditions'));
  if ((completeChanged || failureTargetChanged) && n.complete && n.failureTarget)
    errs.push(conditionsErr('cannot set Complete=True and FailureTarget=true conditions'));
  if ((completeChanged || completionTimeChanged) && completionTime !== undefined && !n.complete)
    errs.push(
      fieldErr.invalid(
        'status.completionTime',
        timeValue(completionTime),
        'cannot set completionTime when there is no Complete=True condition',
      ),
    );
  if ((completeChanged || completionTimeChanged) && completionTime === undefined && n.complete)
    errs.push(fieldErr.required('status.completionTime', 'completionTime is required for Complete jobs'));
  if (
    (startTimeChanged || completionTimeChanged) &&
    startTime !== undefined &&
    completionTime !== undefined &&
    seconds(completionTime) < seconds(startTime)
  )
    errs.push(
      fieldErr.invalid(
        'status.completionTime',
        timeValue(completionTime),
        'must be equal to or after `startTime`',
      ),
    );
  if ((failedChanged || failedIndexesChanged) && n.failed && !n.failureTarget)
    errs.push(conditionsErr('cannot set Failed=True condition without the FailureTarget=true condition'));
  if ((completeChanged || successCriteriaMetChanged) && n.complete && !n.successCriteriaMet)
    errs.push(
      conditionsErr('cannot set Complete=True condition without the SuccessCriteriaMet=true condition'),
    );
  if ((finishedChanged || activeChanged) && active > 0 && n.finished)
    errs.push(fieldErr.invalid('status.active', active, 'active>0 is invalid for finished job'));
  if ((finishedChanged || startTimeChanged) && startTime === undefined && n.finished)
    errs.push(fieldErr.required('status.startTime', 'startTime is required for finished job'));
  if (
    (finishedChanged || uncountedChanged) &&
    n.finished &&
    uncounted &&
    (Array.isArray(uncounted.failed) ? uncounted.failed.length : 0) +
      (Array.isArray(uncounted.succeeded) ? uncounted.succeeded.length : 0) >
      0
  )
    errs.push(
      fieldErr.invalid(
        'status.uncountedTerminatedPods',
        uncountedValue(uncounted),
        'must be empty for finished job',
      ),
    );
  if (completedIndexesChanged && completions !== undefined) {
    const parsed = indexesFormat(completedIndexes, completions);
    if (typeof parsed === 'string')
      errs.push(
        fieldErr.invalid(
          'status.completedIndexes',
          completedIndexes,
          `error parsing completedIndexes: ${parsed}`,
        ),
      );
  }
  if (
    failedIndexesChanged &&
    completions !== undefined &&
    hasBackoffPerIndex &&
    failedIndexes !== undefined
  ) {
    const parsed = indexesFormat(str(failedIndexes), completions);
    if (typeof parsed === 'string')
      errs.push(
        fieldErr.invalid('status.failedIndexes', failedIndexes, `error parsing failedIndexes: ${parsed}`),
      );
  }
  if (completedIndexesChanged && completedIndexes !== '' && !indexed)
    errs.push(
      fieldErr.invalid(
        'status.completedIndexes',
        completedIndexes,
        'cannot set non-empty completedIndexes when non-indexed completion mode',
      ),
    );
  if (failedIndexesChanged && !hasBackoffPerIndex && failedIndexes !== undefined)
    errs.push(
      fieldErr.invalid(
        'status.failedIndexes',
        failedIndexes,
        'cannot set non-null failedIndexes when backoffLimitPerIndex is null',
      ),
    );
  if (
    (failedIndexesChanged || completedIndexesChanged) &&
    completions !== undefined &&
    failedIndexes !== undefined
  ) {
    const overlap = overlapError(completedIndexes, str(failedIndexes), completions);
    if (overlap) errs.push(fieldErr.invalid('status.failedIndexes', failedIndexes, overlap));
  }
  if (
    (finishedChanged || terminatingChanged) &&
    typeof terminating === 'number' &&
    terminating > 0 &&
    n.finished
  )
    errs.push(
      fieldErr.invalid('status.terminating', terminating, 'terminating>0 is invalid for finished job'),
    );
  if ((readyChanged || activeChanged) && typeof ready === 'number' && ready > active)
    errs.push(fieldErr.invalid('status.ready', ready, 'cannot set more ready pods than active'));
  // AllowForSuccessCriteriaMetInExtendedScope is true: the NonIndexed and no-successPolicy rules are off
  if (n.successCriteriaMet && n.failed)
    errs.push(conditionsErr('cannot set SuccessCriteriaMet=True and Failed=true conditions'));
  if (n.successCriteriaMet && n.failureTarget)
    errs.push(conditionsErr('cannot set SuccessCriteriaMet=True and FailureTarget=true conditions'));
  if (ptr(spec.successPolicy) !== undefined && !n.successCriteriaMet && n.complete)
    errs.push(
      conditionsErr('cannot set Complete=True for Job with SuccessPolicy unless SuccessCriteriaMet=True'),
    );

  // ValidateJobStatusUpdate's transitions from the old status
  for (const type of ['Failed', 'Complete', 'FailureTarget'])
    if (conditionTrue(os, type) && !conditionTrue(s, type))
      errs.push(conditionsErr(`cannot disable the terminal ${type}=True condition`));
  if (int(s.failed) < int(os.failed))
    errs.push(fieldErr.invalid('status.failed', int(s.failed), 'cannot decrease the failed counter'));
  // an Indexed Job with completions == parallelism may scale down, and with it its succeeded count
  const rejectDecreasingSucceeded =
    !indexed || !jsonEqual(ptr(spec.completions) ?? null, ptr(spec.parallelism) ?? null);
  if (rejectDecreasingSucceeded && int(s.succeeded) < int(os.succeeded))
    errs.push(
      fieldErr.invalid('status.succeeded', int(s.succeeded), 'cannot decrease the succeeded counter'),
    );
  const oldCompletionTime = ptr(os.completionTime);
  if (
    completionTime !== undefined &&
    oldCompletionTime !== undefined &&
    !sameTime(completionTime, oldCompletionTime)
  )
    errs.push(fieldErr.invalid('status.completionTime', timeValue(completionTime), 'field is immutable'));
  if (ptr(os.startTime) !== undefined && startTimeChanged && spec.suspend !== true)
    errs.push(fieldErr.required('status.startTime', 'startTime cannot be removed for unsuspended job'));
  if (o.successCriteriaMet && !n.successCriteriaMet)
    errs.push(conditionsErr('cannot disable the SuccessCriteriaMet=True condition'));
  if (o.complete && !o.successCriteriaMet && n.successCriteriaMet)
    errs.push(
      conditionsErr('cannot set SuccessCriteriaMet=True for Job already has Complete=true conditions'),
    );
  return errs;
}
