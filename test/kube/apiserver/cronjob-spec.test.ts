/**
 * validateCronJobSpec after the schedule, as kube-apiserver 1.34 orders it: startingDeadlineSeconds,
 * the time zone, the concurrency policy, the job template (whose selector is always generated, so a
 * selector or manualSelector is refused), then the history limits.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const cronjobs = ns({ group: 'batch', version: 'v1', resource: 'cronjobs' }, 'default');

function backup(spec: JsonObject = {}, jobSpec: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'db-backup' },
    spec: {
      schedule: '30 2 * * *',
      jobTemplate: {
        spec: {
          template: {
            spec: {
              restartPolicy: 'OnFailure',
              containers: [{ name: 'pg-dump', image: 'postgres:16', command: ['pg_dump', '-Fc', 'app'] }],
            },
          },
          ...jobSpec,
        },
      },
      ...spec,
    },
  };
}

describe('CronJob spec', () => {
  it('a job template with its own selector or manualSelector is refused', () => {
    const { server } = newServer();
    const selector = { matchLabels: { app: 'db-backup' } };
    expect(expectErr(server.create(admin, cronjobs, backup({}, { selector }))).message).toBe(
      'CronJob.batch "db-backup" is invalid: spec.jobTemplate.spec.selector: Invalid value: {"matchLabels":{"app":"db-backup"}}: `selector` will be auto-generated',
    );
    expect(expectErr(server.create(admin, cronjobs, backup({}, { manualSelector: true }))).message).toBe(
      'CronJob.batch "db-backup" is invalid: spec.jobTemplate.spec.manualSelector: Unsupported value: true: supported values: "nil", "false"',
    );
    expectOk(server.create(admin, cronjobs, backup({}, { manualSelector: false })));
  });

  it('concurrencyPolicy, startingDeadlineSeconds and the history limits, in validateCronJobSpec order', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, cronjobs, backup({ concurrencyPolicy: 'Skip' }))).message).toBe(
      'CronJob.batch "db-backup" is invalid: spec.concurrencyPolicy: Unsupported value: "Skip": supported values: "Allow", "Forbid", "Replace"',
    );
    const counts = {
      failedJobsHistoryLimit: -1,
      startingDeadlineSeconds: -60,
      successfulJobsHistoryLimit: -3,
    };
    expect(expectErr(server.create(admin, cronjobs, backup(counts))).message).toBe(
      'CronJob.batch "db-backup" is invalid: [spec.startingDeadlineSeconds: Invalid value: -60: must be greater than or equal to 0, ' +
        'spec.successfulJobsHistoryLimit: Invalid value: -3: must be greater than or equal to 0, ' +
        'spec.failedJobsHistoryLimit: Invalid value: -1: must be greater than or equal to 0]',
    );
  });
});
