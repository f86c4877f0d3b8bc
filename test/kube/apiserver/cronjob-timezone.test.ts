/**
 * A CronJob's spec.timeZone as kube-apiserver 1.34 validates it (pkg/apis/batch/validation
 * validateTimeZone): not empty, IANA's naming rules for each component, never `Local`, and a zone
 * time.LoadLocation can load (so the case must be right); between the schedule's errors and the job
 * template's.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const cronjobs = ns({ group: 'batch', version: 'v1', resource: 'cronjobs' }, 'default');
const cronJob = (
  timeZone: string | undefined,
  schedule = '0 3 * * *',
  restartPolicy = 'OnFailure',
): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name: 'nightly' },
  spec: {
    schedule,
    ...(timeZone === undefined ? {} : { timeZone }),
    jobTemplate: {
      spec: { template: { spec: { restartPolicy, containers: [{ name: 'c', image: 'busybox' }] } } },
    },
  },
});

describe('CronJob spec.timeZone', () => {
  it('refuses an empty name, a malformed one, Local and a zone that does not exist, in that wording', () => {
    const { server } = newServer();
    const msg = (tz: string) => expectErr(server.create(admin, cronjobs, cronJob(tz))).message;
    const head = 'CronJob.batch "nightly" is invalid: spec.timeZone: Invalid value:';
    expect(msg('')).toBe(`${head} "": timeZone must be nil or non-empty string`);
    expect(msg('America//New_York')).toBe(`${head} "America//New_York": unknown time zone America//New_York`);
    expect(msg('Europe/Bad Name')).toBe(`${head} "Europe/Bad Name": unknown time zone Europe/Bad Name`);
    expect(msg('Local')).toBe(
      `${head} "Local": timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones`,
    );
    expect(msg('Mars/Olympus')).toBe(`${head} "Mars/Olympus": unknown time zone Mars/Olympus`);
    expect(msg('america/new_york')).toBe(`${head} "america/new_york": unknown time zone america/new_york`);
    expect(msg('local')).toBe(
      `CronJob.batch "nightly" is invalid: [spec.timeZone: Invalid value: "local": timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones, spec.timeZone: Invalid value: "local": unknown time zone local]`,
    );
  });

  it('comes after the schedule and before the job template; a known zone is taken', () => {
    const { server } = newServer();
    expect(
      expectErr(server.create(admin, cronjobs, cronJob('Nowhere', '61 * * * *', 'Always'))).message,
    ).toBe(
      'CronJob.batch "nightly" is invalid: [spec.schedule: Invalid value: "61 * * * *": end of range (61) above maximum (59): 61, spec.timeZone: Invalid value: "Nowhere": unknown time zone Nowhere, spec.jobTemplate.spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"]',
    );
    const ok = expectOk(server.create(admin, cronjobs, cronJob('Europe/Berlin')));
    expect((ok.spec as JsonObject).timeZone).toBe('Europe/Berlin');
    expectOk(server.delete(admin, cronjobs, 'nightly'));
    expectOk(server.create(admin, cronjobs, cronJob('Etc/GMT+5')));
  });

  it('knows the zones Go loads, not those ICU still resolves; a directory and ".." fail as LoadLocation does', () => {
    const { server } = newServer();
    const msg = (tz: string) => expectErr(server.create(admin, cronjobs, cronJob(tz))).message;
    const head = 'CronJob.batch "nightly" is invalid: spec.timeZone: Invalid value:';
    // dropped from the tz database (2020b, 2017c); ICU keeps both as aliases
    expect(msg('US/Pacific-New')).toBe(`${head} "US/Pacific-New": unknown time zone US/Pacific-New`);
    expect(msg('Canada/East-Saskatchewan')).toBe(
      `${head} "Canada/East-Saskatchewan": unknown time zone Canada/East-Saskatchewan`,
    );
    // the zoneinfo tree's directories are files LoadLocation cannot read
    expect(msg('America')).toBe(`${head} "America": is a directory`);
    expect(msg('America/Argentina')).toBe(`${head} "America/Argentina": is a directory`);
    // each component passes IANA's naming rule, but LoadLocation refuses any ".."
    expect(msg('Europe/Paris..old')).toBe(`${head} "Europe/Paris..old": time: invalid location name`);
    for (const tz of ['US/Pacific', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires', 'EST5EDT', 'Factory']) {
      expectOk(server.create(admin, cronjobs, cronJob(tz)));
      expectOk(server.delete(admin, cronjobs, 'nightly'));
    }
  });

  it('a TZ= prefix in the schedule is loaded the same way by the cron parser', () => {
    const { server } = newServer();
    const causes = (schedule: string) =>
      expectErr(server.create(admin, cronjobs, cronJob(undefined, schedule))).details?.causes?.map(
        (c) => c.message,
      );
    expect(causes('TZ=US/Pacific-New 0 3 * * *')).toEqual([
      'Invalid value: "TZ=US/Pacific-New 0 3 * * *": provided bad location US/Pacific-New: unknown time zone US/Pacific-New',
      'Invalid value: "TZ=US/Pacific-New 0 3 * * *": cannot use TZ or CRON_TZ in schedule, use timeZone field instead',
    ]);
    expect(causes('CRON_TZ=Asia 0 3 * * *')?.[0]).toBe(
      'Invalid value: "CRON_TZ=Asia 0 3 * * *": provided bad location Asia: is a directory',
    );
  });
});
