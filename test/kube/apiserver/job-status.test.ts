/**
 * A Job's status subresource as kube-apiserver 1.34 validates a controller's writes (validateJobStatus
 * and ValidateJobStatusUpdate with the options jobStatusStrategy derives from the old object, JobManagedBy
 * on): negative counts, a completion time without Complete, Complete without SuccessCriteriaMet or a
 * completion time, Failed without FailureTarget, more ready pods than active, counters that go down,
 * terminal conditions that are taken back — and an unrelated write to a status that already breaks a
 * rule still goes through.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');

const job = (spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'report' },
  spec: {
    template: {
      spec: {
        restartPolicy: 'Never',
        containers: [{ name: 'report', image: 'registry.example.com/report:2.1' }],
      },
    },
    ...spec,
  },
});

const cond = (type: string, status = 'True'): JsonObject => ({
  type,
  status,
  reason: type === 'Complete' ? 'CompletionsReached' : 'Reconciled',
  message: '',
  lastProbeTime: '2026-12-05T19:10:00Z',
  lastTransitionTime: '2026-12-05T19:10:00Z',
});

const RUNNING = { startTime: '2026-12-05T19:00:00Z', active: 1, ready: 1, terminating: 0 };
const DONE = {
  startTime: '2026-12-05T19:00:00Z',
  completionTime: '2026-12-05T19:10:00Z',
  succeeded: 1,
  terminating: 0,
  ready: 0,
  conditions: [cond('SuccessCriteriaMet'), cond('Complete')],
};

function setup(spec: JsonObject = {}) {
  const { server } = newServer();
  expectOk(server.create(admin, jobs, job(spec)));
  const writeStatus = (status: JsonObject) => {
    const live = structuredClone(expectOk(server.get(admin, jobs, 'report')) as JsonObject);
    live.status = status;
    return server.update(admin, jobs, live, { subresource: 'status' });
  };
  return { server, writeStatus };
}

describe('Job status writes', () => {
  it('a negative count and more ready pods than active', () => {
    const { writeStatus } = setup();
    expect(expectErr(writeStatus({ ...RUNNING, succeeded: -1 })).message).toBe(
      // the counter also went down from the old status's 0
      'Job.batch "report" is invalid: [status.succeeded: Invalid value: -1: must be greater than or equal to 0, status.succeeded: Invalid value: -1: cannot decrease the succeeded counter]',
    );
    expect(expectErr(writeStatus({ ...RUNNING, ready: 2 })).message).toBe(
      'Job.batch "report" is invalid: status.ready: Invalid value: 2: cannot set more ready pods than active',
    );
    expectOk(writeStatus(RUNNING));
  });

  it('a completion time needs Complete, and Complete needs a completion time and SuccessCriteriaMet', () => {
    const { writeStatus } = setup();
    expectOk(writeStatus(RUNNING));
    expect(expectErr(writeStatus({ ...RUNNING, completionTime: '2026-12-05T20:10:00+01:00' })).message).toBe(
      'Job.batch "report" is invalid: status.completionTime: Invalid value: "2026-12-05T19:10:00Z": cannot set completionTime when there is no Complete=True condition',
    );
    const err = expectErr(
      writeStatus({ startTime: RUNNING.startTime, succeeded: 1, conditions: [cond('Complete')] }),
    );
    expect(err.message).toBe(
      'Job.batch "report" is invalid: [status.completionTime: Required value: completionTime is required for Complete jobs, status.conditions: Invalid value: cannot set Complete=True condition without the SuccessCriteriaMet=true condition]',
    );
    expect(err.details?.causes?.map((c) => c.field)).toEqual(['status.completionTime', 'status.conditions']);
    expect(
      expectErr(writeStatus({ ...DONE, completionTime: '2026-12-05T18:59:59Z' })).details?.causes?.[0]
        ?.message,
    ).toBe('Invalid value: "2026-12-05T18:59:59Z": must be equal to or after `startTime`');
    expect(expectErr(writeStatus({ ...DONE, active: 1 })).details?.causes?.[0]?.message).toBe(
      'Invalid value: 1: active>0 is invalid for finished job',
    );
    expectOk(writeStatus(DONE));
  });

  it('a finished Job keeps its terminal condition, its counters and its completion time', () => {
    const { writeStatus } = setup();
    expectOk(writeStatus(DONE));
    const err = expectErr(
      writeStatus({ ...DONE, succeeded: 0, completionTime: '2026-12-05T19:11:00Z', conditions: [] }),
    );
    expect(err.details?.causes?.map((c) => `${c.field}: ${c.message}`)).toEqual([
      'status.completionTime: Invalid value: "2026-12-05T19:11:00Z": cannot set completionTime when there is no Complete=True condition',
      'status.conditions: Invalid value: cannot disable the terminal Complete=True condition',
      'status.succeeded: Invalid value: 0: cannot decrease the succeeded counter',
      'status.completionTime: Invalid value: "2026-12-05T19:11:00Z": field is immutable',
      'status.conditions: Invalid value: cannot disable the SuccessCriteriaMet=True condition',
    ]);
  });

  it('Failed needs FailureTarget; the failed counter may not go down', () => {
    const { writeStatus } = setup();
    expectOk(writeStatus({ ...RUNNING, failed: 2 }));
    expect(expectErr(writeStatus({ ...RUNNING, failed: 1 })).message).toBe(
      'Job.batch "report" is invalid: status.failed: Invalid value: 1: cannot decrease the failed counter',
    );
    const failed = {
      startTime: RUNNING.startTime,
      failed: 3,
      conditions: [cond('Failed')],
    };
    expect(expectErr(writeStatus(failed)).message).toBe(
      'Job.batch "report" is invalid: status.conditions: Invalid value: cannot set Failed=True condition without the FailureTarget=true condition',
    );
    expectOk(writeStatus({ ...failed, conditions: [cond('FailureTarget'), cond('Failed')] }));
  });

  it('indexes: completedIndexes only for an Indexed Job, failedIndexes only with backoffLimitPerIndex', () => {
    const plain = setup();
    const err = expectErr(plain.writeStatus({ ...RUNNING, completedIndexes: '0', failedIndexes: '' }));
    expect(err.details?.causes?.map((c) => `${c.field}: ${c.message}`)).toEqual([
      'status.completedIndexes: Invalid value: "0": cannot set non-empty completedIndexes when non-indexed completion mode',
      'status.failedIndexes: Invalid value: "": cannot set non-null failedIndexes when backoffLimitPerIndex is null',
    ]);
    const indexed = setup({
      completionMode: 'Indexed',
      completions: 5,
      parallelism: 2,
      backoffLimitPerIndex: 1,
    });
    const bad = expectErr(indexed.writeStatus({ ...RUNNING, completedIndexes: '0-2,7', failedIndexes: '2' }));
    expect(bad.details?.causes?.map((c) => `${c.field}: ${c.message}`)).toEqual([
      'status.completedIndexes: Invalid value: "0-2,7": error parsing completedIndexes: too large index: "7"',
      'status.failedIndexes: Invalid value: "2": failedIndexes and completedIndexes overlap at index: 2',
    ]);
    expectOk(indexed.writeStatus({ ...RUNNING, completedIndexes: '0-1', failedIndexes: '2' }));
  });

  it('uncountedTerminatedPods: no empty or repeated uid, and empty once finished', () => {
    const { writeStatus } = setup();
    const err = expectErr(
      writeStatus({ ...RUNNING, uncountedTerminatedPods: { succeeded: ['a1', ''], failed: ['a1'] } }),
    );
    expect(err.details?.causes?.map((c) => `${c.field}: ${c.message}`)).toEqual([
      'status.uncountedTerminatedPods.succeeded[1]: Invalid value: "": must not be empty',
      'status.uncountedTerminatedPods.failed[0]: Duplicate value: "a1"',
    ]);
    expect(
      expectErr(writeStatus({ ...DONE, uncountedTerminatedPods: { succeeded: ['a1'] } })).details?.causes?.[0]
        ?.message,
    ).toBe('Invalid value: {"Succeeded":["a1"],"Failed":null}: must be empty for finished job');
  });

  it('a rule runs only when what it reads changed: a status already breaking it can still be written', () => {
    const { server, writeStatus } = setup();
    expectOk(writeStatus(RUNNING));
    // as an older server (or a controller before the rule) left it: more ready pods than active
    const live = expectOk(server.get(admin, jobs, 'report'));
    live.status = { ...RUNNING, ready: 3 };
    const rev = server.store.nextRevision();
    (live.metadata as JsonObject).resourceVersion = String(rev);
    server.store.put('jobs.batch', 'default', 'report', live, rev);
    expectOk(writeStatus({ ...RUNNING, ready: 3, terminating: 1 }));
    expect(
      expectErr(writeStatus({ ...RUNNING, ready: 4, terminating: 1 })).details?.causes?.[0]?.message,
    ).toBe('Invalid value: 4: cannot set more ready pods than active');
  });
});
