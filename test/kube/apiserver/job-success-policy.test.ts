/**
 * validateSuccessPolicy as kube-apiserver 1.34 checks an Indexed Job's successPolicy: rules present
 * (at most 20), each with succeededIndexes or succeededCount; the index list parsed as the Job
 * controller's interval format (ascending, below completions); the count bounded by completions and
 * by the indexes the rule names.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');
const job = (name: string, successPolicy: JsonObject, completions = 10): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name },
  spec: {
    parallelism: 10,
    completions,
    completionMode: 'Indexed',
    successPolicy,
    template: {
      spec: {
        restartPolicy: 'Never',
        containers: [
          {
            name: 'main',
            image: 'python',
            command: ['python3', '-c', 'import os; print(os.environ["JOB_COMPLETION_INDEX"])'],
          },
        ],
      },
    },
  },
});
const message = (name: string, successPolicy: JsonObject, completions?: number) =>
  expectErr(newServer().server.create(admin, jobs, job(name, successPolicy, completions))).message;

describe('Job successPolicy', () => {
  it('the documented leader/worker policy is accepted', () => {
    const { server } = newServer();
    expectOk(
      server.create(
        admin,
        jobs,
        job('job-success', { rules: [{ succeededIndexes: '0,2-3', succeededCount: 1 }] }),
      ),
    );
    expectOk(server.create(admin, jobs, job('leader', { rules: [{ succeededIndexes: '0' }] })));
  });

  it('rules must be given, and each names indexes or a count', () => {
    expect(message('a', { rules: [] })).toBe(
      'Job.batch "a" is invalid: spec.successPolicy.rules: Required value: at least one rules must be specified when the successPolicy is specified',
    );
    expect(message('b', { rules: [{}] })).toBe(
      'Job.batch "b" is invalid: spec.successPolicy.rules[0]: Required value: at least one of succeededCount or succeededIndexes must be specified',
    );
    expect(message('c', { rules: Array.from({ length: 21 }, () => ({ succeededCount: 1 })) })).toBe(
      'Job.batch "c" is invalid: spec.successPolicy.rules: Too many: 21: must have at most 20 items',
    );
  });

  it('succeededIndexes is parsed as an interval list below completions', () => {
    const head = (n: string) =>
      `Job.batch "${n}" is invalid: spec.successPolicy.rules[0].succeededIndexes: Invalid value:`;
    expect(message('d', { rules: [{ succeededIndexes: '0,10' }] })).toBe(
      `${head('d')} "0,10": error parsing succeededIndexes: too large index: "10"`,
    );
    expect(message('e', { rules: [{ succeededIndexes: '3,1' }] })).toBe(
      `${head('e')} "3,1": error parsing succeededIndexes: non-increasing order, previous: 3, current: 1`,
    );
    expect(message('f', { rules: [{ succeededIndexes: '0, 2' }] })).toBe(
      `${head('f')} "0, 2": error parsing succeededIndexes: cannot convert string to integer for index: " 2"`,
    );
    expect(message('g', { rules: [{ succeededIndexes: '1-3-5' }] })).toBe(
      `${head('g')} "1-3-5": error parsing succeededIndexes: the fragment "1-3-5" violates the requirement that an index interval can have at most two parts separated by '-'`,
    );
    expect(message('h', { rules: [{ succeededIndexes: '4-2' }] })).toBe(
      `${head('h')} "4-2": error parsing succeededIndexes: non-increasing order, previous: 4, current: 2`,
    );
  });

  it('succeededCount is bounded by completions and by the named indexes', () => {
    expect(message('i', { rules: [{ succeededCount: 11 }] })).toBe(
      'Job.batch "i" is invalid: spec.successPolicy.rules[0].succeededCount: Invalid value: 11: must be less than or equal to 10 (the number of specified completions)',
    );
    expect(message('j', { rules: [{ succeededIndexes: '0,2-3', succeededCount: 4 }] })).toBe(
      'Job.batch "j" is invalid: spec.successPolicy.rules[0].succeededCount: Invalid value: 4: must be less than or equal to 3 (the number of indexes in the specified succeededIndexes field)',
    );
    expect(message('k', { rules: [{ succeededCount: -1 }] })).toBe(
      'Job.batch "k" is invalid: spec.successPolicy.rules[0].succeededCount: Invalid value: -1: must be greater than or equal to 0',
    );
  });
});
