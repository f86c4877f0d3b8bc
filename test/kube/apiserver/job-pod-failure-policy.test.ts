/**
 * validatePodFailurePolicy and managedBy as kube-apiserver 1.34 checks a Job's spec (and a CronJob's
 * jobTemplate): rule actions, onExitCodes (operator, containerName, ordered distinct values, no 0
 * under In), onPodConditions (qualified type, status), exactly one of the two per rule, and
 * managedBy as a domain-prefixed path of at most 63 bytes.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');
const cronjobs = ns({ group: 'batch', version: 'v1', resource: 'cronjobs' }, 'default');

const template = {
  spec: {
    restartPolicy: 'Never',
    initContainers: [{ name: 'fetch-shard', image: 'busybox:1.36' }],
    containers: [{ name: 'main', image: 'docker.io/library/bash:5', command: ['bash', '-c', 'exit 42'] }],
  },
};
const job = (name: string, spec: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name },
  spec: { template, ...spec },
});
const message = (name: string, spec: JsonObject) => {
  const { server } = newServer();
  return expectErr(server.create(admin, jobs, job(name, spec))).message;
};

describe('Job podFailurePolicy', () => {
  it('the documented example policy is accepted and its pod condition status defaults to True', () => {
    const { server } = newServer();
    const created = expectOk(
      server.create(
        admin,
        jobs,
        job('job-pod-failure-policy-example', {
          completions: 12,
          parallelism: 3,
          backoffLimit: 6,
          podFailurePolicy: {
            rules: [
              { action: 'FailJob', onExitCodes: { containerName: 'main', operator: 'In', values: [42] } },
              { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] },
              { action: 'Count', onExitCodes: { operator: 'NotIn', values: [0, 1, 2] } },
            ],
          },
        }),
      ),
    ) as JsonObject;
    const spec = created.spec as JsonObject;
    const rules = (spec.podFailurePolicy as JsonObject).rules as JsonObject[];
    expect(rules[1].onPodConditions).toEqual([{ type: 'DisruptionTarget', status: 'True' }]);
    expect(spec.podReplacementPolicy).toBe('Failed');
  });

  it('actions: required, unsupported, and FailIndex without backoffLimitPerIndex', () => {
    expect(
      message('a', {
        podFailurePolicy: {
          rules: [
            { onExitCodes: { operator: 'In', values: [1] } },
            { action: 'Retry', onExitCodes: { operator: 'In', values: [1] } },
            { action: 'FailIndex', onExitCodes: { operator: 'In', values: [1] } },
          ],
        },
      }),
    ).toBe(
      'Job.batch "a" is invalid: [' +
        'spec.podFailurePolicy.rules[0].action: Required value: valid values: ["Count" "FailIndex" "FailJob" "Ignore"], ' +
        'spec.podFailurePolicy.rules[1].action: Unsupported value: "Retry": supported values: "Count", "FailIndex", "FailJob", "Ignore", ' +
        'spec.podFailurePolicy.rules[2].action: Invalid value: "FailIndex": requires the backoffLimitPerIndex to be set]',
    );
  });

  it('onExitCodes: operator, container reference, and values that are present, ordered, distinct and not 0 for In', () => {
    expect(
      message('b', {
        podFailurePolicy: {
          rules: [
            { action: 'FailJob', onExitCodes: { containerName: 'sidecar', operator: 'in', values: [3, 1] } },
            { action: 'FailJob', onExitCodes: { operator: 'In', values: [0, 5, 5] } },
            { action: 'Ignore', onExitCodes: { values: [] } },
            { action: 'Ignore', onExitCodes: { operator: 'NotIn' } },
          ],
        },
      }),
    ).toBe(
      'Job.batch "b" is invalid: [' +
        'spec.podFailurePolicy.rules[0].onExitCodes.operator: Unsupported value: "in": supported values: "In", "NotIn", ' +
        'spec.podFailurePolicy.rules[0].onExitCodes.containerName: Invalid value: "sidecar": must be one of the container or initContainer names in the pod template, ' +
        'spec.podFailurePolicy.rules[0].onExitCodes.values: Invalid value: [3,1]: must be ordered, ' +
        'spec.podFailurePolicy.rules[1].onExitCodes.values[0]: Invalid value: 0: must not be 0 for the In operator, ' +
        'spec.podFailurePolicy.rules[1].onExitCodes.values[2]: Duplicate value: 5, ' +
        'spec.podFailurePolicy.rules[2].onExitCodes.operator: Required value: valid values: ["In" "NotIn"], ' +
        'spec.podFailurePolicy.rules[2].onExitCodes.values: Invalid value: []: at least one value is required, ' +
        'spec.podFailurePolicy.rules[3].onExitCodes.values: Invalid value: null: at least one value is required]',
    );
  });

  it('an init container may be named, and 0 is fine under NotIn', () => {
    const { server } = newServer();
    expectOk(
      server.create(
        admin,
        jobs,
        job('c', {
          podFailurePolicy: {
            rules: [
              {
                action: 'FailJob',
                onExitCodes: { containerName: 'fetch-shard', operator: 'NotIn', values: [0] },
              },
            ],
          },
        }),
      ),
    );
  });

  it('each rule needs exactly one of onExitCodes and onPodConditions; conditions need a qualified type and a status', () => {
    expect(
      message('d', {
        podFailurePolicy: {
          rules: [
            { action: 'Ignore' },
            {
              action: 'Ignore',
              onExitCodes: { operator: 'In', values: [137] },
              onPodConditions: [{ type: 'DisruptionTarget', status: 'Maybe' }],
            },
            { action: 'Count', onPodConditions: [{ type: 'example.com/', status: 'False' }] },
          ],
        },
      }),
    ).toBe(
      'Job.batch "d" is invalid: [' +
        'spec.podFailurePolicy.rules[0]: Invalid value: specifying one of OnExitCodes and OnPodConditions is required, ' +
        'spec.podFailurePolicy.rules[1].onPodConditions[0].status: Unsupported value: "Maybe": supported values: "False", "True", "Unknown", ' +
        'spec.podFailurePolicy.rules[1]: Invalid value: specifying both OnExitCodes and OnPodConditions is not supported, ' +
        'spec.podFailurePolicy.rules[2].onPodConditions[0].type: Invalid value: "example.com/": name part must be non-empty, ' +
        "spec.podFailurePolicy.rules[2].onPodConditions[0].type: Invalid value: \"example.com/\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')]",
    );
  });

  it('at most 20 rules; the restart policy must be Never', () => {
    const rule = { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] };
    expect(message('e', { podFailurePolicy: { rules: Array.from({ length: 21 }, () => rule) } })).toBe(
      'Job.batch "e" is invalid: spec.podFailurePolicy.rules: Too many: 21: must have at most 20 items',
    );
    expect(
      message('f', {
        template: { spec: { ...template.spec, restartPolicy: 'OnFailure' } },
        podFailurePolicy: { rules: [rule] },
      }),
    ).toBe(
      'Job.batch "f" is invalid: spec.template.spec.restartPolicy: Invalid value: "OnFailure": only "Never" is supported when podFailurePolicy is specified',
    );
  });

  it("a Job's empty condition status is defaulted; a CronJob's jobTemplate gets no such default", () => {
    const { server } = newServer();
    const ignoreDisruption = {
      rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: '' }] }],
    };
    const created = expectOk(server.create(admin, jobs, job('g', { podFailurePolicy: ignoreDisruption })));
    const rules = ((created.spec as JsonObject).podFailurePolicy as JsonObject).rules as JsonObject[];
    expect(rules[0].onPodConditions).toEqual([{ type: 'DisruptionTarget', status: 'True' }]);
    const cron = {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'sweep' },
      spec: {
        schedule: '*/15 * * * *',
        jobTemplate: {
          spec: {
            template,
            podFailurePolicy: {
              rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }],
            },
          },
        },
      },
    };
    expect(expectErr(server.create(admin, cronjobs, cron)).message).toBe(
      'CronJob.batch "sweep" is invalid: spec.jobTemplate.spec.podFailurePolicy.rules[0].onPodConditions[0].status: Required value: valid values: ["False" "True" "Unknown"]',
    );
  });

  it("a CronJob's jobTemplate is checked the same way", () => {
    const { server } = newServer();
    const cron = {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'nightly' },
      spec: {
        schedule: '0 3 * * *',
        jobTemplate: {
          spec: {
            template,
            podFailurePolicy: {
              rules: [{ action: 'FailIndex', onExitCodes: { operator: 'In', values: [2] } }],
            },
          },
        },
      },
    };
    expect(expectErr(server.create(admin, cronjobs, cron)).message).toBe(
      'CronJob.batch "nightly" is invalid: spec.jobTemplate.spec.podFailurePolicy.rules[0].action: Invalid value: "FailIndex": requires the backoffLimitPerIndex to be set',
    );
  });
});

describe('Job managedBy', () => {
  it('a domain-prefixed path is accepted', () => {
    const { server } = newServer();
    expectOk(server.create(admin, jobs, job('queued', { managedBy: 'kueue.x-k8s.io/multikueue' })));
    expectOk(server.create(admin, jobs, job('builtin', { managedBy: 'kubernetes.io/job-controller' })));
  });

  it('a bare name, a bad domain, bad path characters, an empty value and more than 63 bytes are refused', () => {
    expect(message('g', { managedBy: 'my-controller' })).toBe(
      'Job.batch "g" is invalid: spec.managedBy: Invalid value: "my-controller": must be a domain-prefixed path (such as "acme.io/foo")',
    );
    expect(message('h', { managedBy: 'Acme.io/batch queue' })).toBe(
      "Job.batch \"h\" is invalid: [spec.managedBy: Invalid value: \"Acme.io\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), " +
        "spec.managedBy: Invalid value: \"batch queue\": Invalid path (regex used for validation is '[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+')]",
    );
    expect(message('i', { managedBy: '' })).toBe('Job.batch "i" is invalid: spec.managedBy: Required value');
    expect(message('j', { managedBy: `example.com/${'q'.repeat(52)}` })).toBe(
      'Job.batch "j" is invalid: spec.managedBy: Too long: may not be more than 63 bytes',
    );
  });
});
