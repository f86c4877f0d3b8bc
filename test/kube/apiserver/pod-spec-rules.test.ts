/**
 * The rest of ValidatePodSpec's container checks and the CronJob schedule, as kube-apiserver 1.34
 * words them (kubernetes pkg/apis/core/validation/validation.go validateContainerCommon: ports, env,
 * envFrom, volumeMounts, resources; ValidateVolumes; pkg/apis/batch/validation validateScheduleFormat
 * with robfig/cron v3's parser). Before, all of these were stored as sent.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, deployments, expectErr, expectOk, newServer, ns, pods } from '../helpers.ts';

const at = ns(pods, 'default');
const pod = (name: string, spec: JsonObject) => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name, namespace: 'default' },
  spec,
});
const web = (extra: JsonObject) => ({ containers: [{ name: 'web', image: 'nginx', ...extra }] });

describe('pod spec containers', () => {
  it('requests above limits name the requests map and the limit', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(
        admin,
        at,
        pod(
          'p',
          web({
            resources: { requests: { cpu: '2', memory: '1Gi' }, limits: { cpu: '1', memory: '512Mi' } },
          }),
        ),
      ),
    );
    expect(st.message).toBe(
      'Pod "p" is invalid: [spec.containers[0].resources.requests: Invalid value: "2": must be less than or equal to cpu limit of 1, spec.containers[0].resources.requests: Invalid value: "1Gi": must be less than or equal to memory limit of 512Mi]',
    );
  });

  it('resource names and extended resources', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(
        admin,
        at,
        pod('p', web({ resources: { limits: { cpus: '1' }, requests: { 'example.com/dongle': '1' } } })),
      ),
    );
    // a limit without a request defaults the request (SetDefaults_Pod), so "cpus" is reported twice;
    // requests are taken in sorted order
    expect(st.message).toBe(
      'Pod "p" is invalid: [spec.containers[0].resources.limits[cpus]: Invalid value: "cpus": must be a standard resource type or fully qualified, ' +
        'spec.containers[0].resources.limits[cpus]: Invalid value: "cpus": must be a standard resource for containers, ' +
        'spec.containers[0].resources.requests[cpus]: Invalid value: "cpus": must be a standard resource type or fully qualified, ' +
        'spec.containers[0].resources.requests[cpus]: Invalid value: "cpus": must be a standard resource for containers, ' +
        'spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources]',
    );
  });

  it('ports: required, in range, a known protocol, unique names', () => {
    const { server } = newServer();
    const ports: JsonObject[] = [
      { containerPort: 0 },
      { name: 'http', containerPort: 70000, protocol: 'HTTP' },
      { name: 'http', containerPort: 80 },
      { name: 'Metrics_Port', containerPort: 9090 },
    ];
    expect(expectErr(server.create(admin, at, pod('p', web({ ports })))).message).toBe(
      'Pod "p" is invalid: [spec.containers[0].ports[0].containerPort: Required value, ' +
        'spec.containers[0].ports[1].containerPort: Invalid value: 70000: must be between 1 and 65535, inclusive, ' +
        'spec.containers[0].ports[1].protocol: Unsupported value: "HTTP": supported values: "SCTP", "TCP", "UDP", ' +
        'spec.containers[0].ports[2].name: Duplicate value: "http", ' +
        'spec.containers[0].ports[3].name: Invalid value: "Metrics_Port": must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)]',
    );
  });

  it('env: names, exactly one source, and the downward API fields an env var may read', () => {
    const { server } = newServer();
    const env: JsonObject[] = [
      { name: '' },
      { name: 'A=B', value: 'x' },
      { name: 'C', valueFrom: {} },
      { name: 'D', value: 'v', valueFrom: { secretKeyRef: { name: 's', key: 'k' } } },
      {
        name: 'E',
        valueFrom: { configMapKeyRef: { name: 'c', key: 'k' }, secretKeyRef: { name: 's', key: 'k' } },
      },
      { name: 'F', valueFrom: { fieldRef: { fieldPath: 'status.phase' } } },
      { name: 'G', valueFrom: { secretKeyRef: { name: 'Creds', key: '' } } },
    ];
    expect(expectErr(server.create(admin, at, pod('p', web({ env })))).message).toBe(
      'Pod "p" is invalid: [spec.containers[0].env[0].name: Required value, ' +
        `spec.containers[0].env[1].name: Invalid value: "A=B": a valid environment variable name must consist only of printable ASCII characters other than '=', ` +
        'spec.containers[0].env[2].valueFrom: Invalid value: "": must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`, ' +
        'spec.containers[0].env[3].valueFrom: Invalid value: "": may not be specified when `value` is not empty, ' +
        'spec.containers[0].env[4].valueFrom: Invalid value: "": may not have more than one field specified at a time, ' +
        'spec.containers[0].env[5].valueFrom.fieldRef.fieldPath: Unsupported value: "status.phase": supported values: "metadata.name", "metadata.namespace", "metadata.uid", "spec.nodeName", "spec.serviceAccountName", "status.hostIP", "status.hostIPs", "status.podIP", "status.podIPs", ' +
        `spec.containers[0].env[6].valueFrom.secretKeyRef.name: Invalid value: "Creds": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), ` +
        'spec.containers[0].env[6].valueFrom.secretKeyRef.key: Required value]',
    );
  });

  it('volumes come first; a mount must name a volume that passed', () => {
    const { server } = newServer();
    const spec: JsonObject = {
      volumes: [
        { name: 'data', configMap: {} },
        { name: 'cfg', secret: { secretName: 's' } },
      ],
      containers: [
        {
          name: 'web',
          image: 'nginx',
          volumeMounts: [
            { name: 'data', mountPath: '/d' },
            { name: 'cfg', mountPath: '/d' },
            { name: 'missing', mountPath: '/m', subPath: '../x' },
          ],
        },
      ],
    };
    expect(expectErr(server.create(admin, at, pod('p', spec))).message).toBe(
      'Pod "p" is invalid: [spec.volumes[0].configMap.name: Required value, ' +
        'spec.containers[0].volumeMounts[0].name: Not found: "data", ' +
        'spec.containers[0].volumeMounts[1].mountPath: Invalid value: "/d": must be unique, ' +
        'spec.containers[0].volumeMounts[2].name: Not found: "missing", ' +
        `spec.containers[0].volumeMounts.subPath: Invalid value: "../x": must not contain '..']`,
    );
  });

  it('a Deployment template and a Job template are checked the same way', () => {
    const { server } = newServer();
    const template = {
      metadata: { labels: { app: 'd' } },
      spec: { containers: [{ name: 'web', image: 'nginx', env: [{ name: '' }] }] },
    };
    expect(
      expectErr(
        server.create(admin, ns(deployments, 'default'), {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'd' },
          spec: { selector: { matchLabels: { app: 'd' } }, template },
        }),
      ).message,
    ).toBe('Deployment.apps "d" is invalid: spec.template.spec.containers[0].env[0].name: Required value');
    const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');
    expect(
      expectErr(
        server.create(admin, jobs, {
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'j' },
          spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'c' }] } } },
        }),
      ).message,
    ).toBe('Job.batch "j" is invalid: spec.template.spec.containers[0].image: Required value');
  });
});

describe('CronJob', () => {
  const cronjobs = ns({ group: 'batch', version: 'v1', resource: 'cronjobs' }, 'default');
  const cronJob = (name: string, schedule: string) => ({
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name },
    spec: {
      schedule,
      jobTemplate: {
        spec: {
          template: { spec: { restartPolicy: 'OnFailure', containers: [{ name: 'c', image: 'busybox' }] } },
        },
      },
    },
  });

  it('the schedule is parsed as robfig/cron words its errors', () => {
    const { server } = newServer();
    const msg = (s: string) => expectErr(server.create(admin, cronjobs, cronJob('cj', s))).message;
    const head = 'CronJob.batch "cj" is invalid: spec.schedule: Invalid value:';
    expect(msg('* * * *')).toBe(`${head} "* * * *": expected exactly 5 fields, found 4: [* * * *]`);
    expect(msg('61 * * * *')).toBe(`${head} "61 * * * *": end of range (61) above maximum (59): 61`);
    expect(msg('*/0 * * * *')).toBe(`${head} "*/0 * * * *": step of range should be a positive number: */0`);
    expect(msg('x * * * *')).toBe(
      `${head} "x * * * *": failed to parse int from x: strconv.Atoi: parsing "x": invalid syntax`,
    );
    expect(msg('0 0 * * 7')).toBe(`${head} "0 0 * * 7": end of range (7) above maximum (6): 7`);
    expect(msg('5-1 * * * *')).toBe(
      `${head} "5-1 * * * *": beginning of range (5) beyond end of range (1): 5-1`,
    );
    expect(msg('@every 5')).toBe(
      `${head} "@every 5": failed to parse duration @every 5: time: missing unit in duration "5"`,
    );
    expect(msg('@often')).toBe(`${head} "@often": unrecognized descriptor: @often`);
    expect(msg('TZ=UTC 0 * * * *')).toBe(
      `${head} "TZ=UTC 0 * * * *": cannot use TZ or CRON_TZ in schedule, use timeZone field instead`,
    );
    expectOk(server.create(admin, cronjobs, cronJob('ok', '*/5 9-17 * JAN-jun mon-fri')));
    expectOk(server.create(admin, cronjobs, cronJob('ok2', '@hourly')));
  });

  it('a name the controller could not suffix is refused', () => {
    const { server } = newServer();
    const name = 'a'.repeat(53);
    expect(expectErr(server.create(admin, cronjobs, cronJob(name, '* * * * *'))).message).toBe(
      `CronJob.batch "${name}" is invalid: metadata.name: Invalid value: "${name}": must be no more than 52 characters`,
    );
  });
});
