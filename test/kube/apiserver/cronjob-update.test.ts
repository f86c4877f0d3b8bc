/**
 * ValidateCronJobUpdate as kube-apiserver 1.34 runs it: validateCronJobSpec with the old spec, so a
 * CronJob stored before the TZ rule (schedule `CRON_TZ=...`) stays updatable but may not also take a
 * timeZone, a stored zone is re-checked only when it changes, and the 52-character name limit is a
 * create-only rule. Legacy objects are written to the store directly, as an older server left them.
 */
import { describe, expect, it } from 'vitest';
import type { ApiServer, JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const cronjobs = ns({ group: 'batch', version: 'v1', resource: 'cronjobs' }, 'default');
const cronJob = (name: string, spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name },
  spec: {
    schedule: '30 2 * * *',
    jobTemplate: {
      spec: {
        template: {
          spec: {
            restartPolicy: 'OnFailure',
            containers: [{ name: 'backup', image: 'registry.example.com/pg-backup:16' }],
          },
        },
      },
    },
    ...spec,
  },
});

/** Store a CronJob as an older apiserver accepted it, bypassing today's create validation. */
function storeLegacy(server: ApiServer, name: string, edit: (o: KubeObject) => void): void {
  const o = expectOk(server.create(admin, cronjobs, cronJob(name)));
  edit(o);
  const rv = server.store.nextRevision();
  (o.metadata as JsonObject).resourceVersion = String(rv);
  server.store.put('cronjobs.batch', 'default', name, o, rv);
}

const update = (server: ApiServer, name: string, edit: (spec: JsonObject) => void) => {
  const o = expectOk(server.get(admin, cronjobs, name));
  edit(o.spec as JsonObject);
  return server.update(admin, cronjobs, o);
};

describe('CronJob update', () => {
  it('a schedule that already had CRON_TZ may keep it, but not beside a timeZone field', () => {
    const { server } = newServer();
    storeLegacy(server, 'pg-backup', (o) => {
      (o.spec as JsonObject).schedule = 'CRON_TZ=Europe/Berlin 30 2 * * *';
    });
    const suspended = expectOk(update(server, 'pg-backup', (s) => (s.suspend = true)));
    expect((suspended.spec as JsonObject).schedule).toBe('CRON_TZ=Europe/Berlin 30 2 * * *');
    expect(expectErr(update(server, 'pg-backup', (s) => (s.timeZone = 'Europe/Berlin'))).message).toBe(
      'CronJob.batch "pg-backup" is invalid: spec.schedule: Invalid value: "CRON_TZ=Europe/Berlin 30 2 * * *": cannot use both timeZone field and TZ or CRON_TZ in schedule',
    );
    // moving the zone to the field is the way out
    expectOk(
      update(server, 'pg-backup', (s) => {
        s.schedule = '30 2 * * *';
        s.timeZone = 'Europe/Berlin';
      }),
    );
  });

  it('a schedule without TZ may not gain one on update', () => {
    const { server } = newServer();
    expectOk(server.create(admin, cronjobs, cronJob('report')));
    expect(expectErr(update(server, 'report', (s) => (s.schedule = 'TZ=UTC 0 6 * * 1'))).message).toBe(
      'CronJob.batch "report" is invalid: spec.schedule: Invalid value: "TZ=UTC 0 6 * * 1": cannot use TZ or CRON_TZ in schedule, use timeZone field instead',
    );
  });

  it('a stored zone that no longer loads is only checked when the update changes it', () => {
    const { server } = newServer();
    // a zone the server's time zone database no longer has (as tzdata releases drop names)
    storeLegacy(server, 'payroll', (o) => {
      (o.spec as JsonObject).timeZone = 'US/Pacific-Legacy';
    });
    expectOk(update(server, 'payroll', (s) => (s.schedule = '0 1 * * *')));
    expect(expectErr(update(server, 'payroll', (s) => (s.timeZone = 'US/Pacific-Old'))).message).toBe(
      'CronJob.batch "payroll" is invalid: spec.timeZone: Invalid value: "US/Pacific-Old": unknown time zone US/Pacific-Old',
    );
  });

  it('the 52-character name limit holds on create only', () => {
    const { server } = newServer();
    const name = `nightly-database-backup-to-object-storage-${'x'.repeat(12)}`;
    expect(name.length).toBe(54);
    expect(expectErr(server.create(admin, cronjobs, cronJob(name))).message).toBe(
      `CronJob.batch "${name}" is invalid: metadata.name: Invalid value: "${name}": must be no more than 52 characters`,
    );
    // stored by a server from before the limit (1.23 and older accepted 63 characters)
    const o = cronJob(name) as KubeObject;
    const created = expectOk(server.create(admin, cronjobs, cronJob('short')));
    Object.assign(o, {
      ...created,
      metadata: { ...(created.metadata as JsonObject), name, uid: 'legacy-uid' },
    });
    const rv = server.store.nextRevision();
    (o.metadata as JsonObject).resourceVersion = String(rv);
    server.store.put('cronjobs.batch', 'default', name, o, rv);
    expectOk(update(server, name, (s) => (s.suspend = true)));
  });
});
