/**
 * validateJobSpec's completion mode rules as kube-apiserver 1.34 applies them: an Indexed Job needs
 * completions (defaulting gives them to a Job that sets neither count, not to a CronJob's template),
 * maxFailedIndexes is bounded by completions, the per-index fields need the Indexed mode, a success
 * policy too, and the last pod's hostname must be a DNS-1123 label.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');
const cronjobs = ns({ group: 'batch', version: 'v1', resource: 'cronjobs' }, 'default');

const podTemplate = {
  spec: { restartPolicy: 'Never', containers: [{ name: 'worker', image: 'ghcr.io/acme/shard-worker:1.4' }] },
};
const job = (name: string, spec: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name },
  spec: { template: podTemplate, ...spec },
});

describe('Indexed Jobs', () => {
  it('an Indexed Job with parallelism but no completions is refused; with neither, defaulting fills both', () => {
    const { server } = newServer();
    expect(
      expectErr(server.create(admin, jobs, job('shards', { completionMode: 'Indexed', parallelism: 4 })))
        .message,
    ).toBe(
      'Job.batch "shards" is invalid: spec.completions: Required value: when completion mode is Indexed',
    );
    const created = expectOk(
      server.create(admin, jobs, job('one', { completionMode: 'Indexed' })),
    ) as JsonObject;
    expect((created.spec as JsonObject).completions).toBe(1);
  });

  it('per-index backoff belongs to Indexed Jobs, and maxFailedIndexes may not exceed completions', () => {
    const { server } = newServer();
    expect(
      expectErr(server.create(admin, jobs, job('retry', { backoffLimitPerIndex: 2, maxFailedIndexes: 1 })))
        .message,
    ).toBe(
      'Job.batch "retry" is invalid: [spec.backoffLimitPerIndex: Invalid value: 2: requires indexed completion mode, ' +
        'spec.maxFailedIndexes: Invalid value: 1: requires indexed completion mode]',
    );
    const tooMany = {
      completionMode: 'Indexed',
      completions: 3,
      backoffLimitPerIndex: 1,
      maxFailedIndexes: 5,
    };
    expect(expectErr(server.create(admin, jobs, job('retry', tooMany))).message).toBe(
      'Job.batch "retry" is invalid: spec.maxFailedIndexes: Invalid value: 5: must be less than or equal to completions',
    );
    expect(
      expectErr(server.create(admin, jobs, job('retry', { completionMode: 'indexed', completions: 3 })))
        .message,
    ).toBe(
      'Job.batch "retry" is invalid: spec.completionMode: Unsupported value: "indexed": supported values: "NonIndexed", "Indexed"',
    );
    expectOk(
      server.create(
        admin,
        jobs,
        job('retry', {
          completionMode: 'Indexed',
          completions: 3,
          backoffLimitPerIndex: 1,
          maxFailedIndexes: 1,
        }),
      ),
    );
  });

  it('the last index must still make a DNS-1123 hostname', () => {
    const { server } = newServer();
    const name = `nightly-report-${'x'.repeat(46)}`;
    expect(
      expectErr(server.create(admin, jobs, job(name, { completionMode: 'Indexed', completions: 12 })))
        .message,
    ).toBe(
      `Job.batch "${name}" is invalid: metadata.name: Invalid value: "${name}": will not able to create pod with invalid DNS label: ${name}-11`,
    );
    expectOk(server.create(admin, jobs, job(name, { completionMode: 'Indexed', completions: 10 })));
  });

  it('a success policy needs the Indexed mode; podReplacementPolicy is Failed or TerminatingOrFailed', () => {
    const { server } = newServer();
    const successPolicy = { rules: [{ succeededCount: 1 }] };
    expect(expectErr(server.create(admin, jobs, job('leader', { successPolicy }))).message).toBe(
      'Job.batch "leader" is invalid: spec.successPolicy: Invalid value: {"Rules":[{"SucceededIndexes":null,"SucceededCount":1}]}: requires indexed completion mode',
    );
    expect(
      expectErr(server.create(admin, jobs, job('leader', { podReplacementPolicy: 'Never' }))).message,
    ).toBe(
      'Job.batch "leader" is invalid: spec.podReplacementPolicy: Unsupported value: "Never": supported values: "Failed", "TerminatingOrFailed"',
    );
  });

  it("a CronJob's Indexed job template gets no defaulted completions", () => {
    const { server } = newServer();
    const cronJob = {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'reindex' },
      spec: {
        schedule: '0 3 * * *',
        jobTemplate: { spec: { completionMode: 'Indexed', template: podTemplate } },
      },
    };
    expect(expectErr(server.create(admin, cronjobs, cronJob)).message).toBe(
      'CronJob.batch "reindex" is invalid: spec.jobTemplate.spec.completions: Required value: when completion mode is Indexed',
    );
  });
});
