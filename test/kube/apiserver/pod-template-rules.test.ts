/**
 * A workload's pod template passes ValidatePodTemplateSpec before the workload's own rules, as
 * kube-apiserver 1.34 orders them: the template's labels and annotations (at spec.template.labels,
 * not under metadata), the pod spec with its restartPolicy and dnsPolicy (validateRestartPolicy's
 * "Always", "OnFailure", "Never"), then the Job's restart rule or the apps kinds' `Always` only and
 * no activeDeadlineSeconds (pkg/apis/batch/validation validateJobSpec, pkg/apis/apps/validation
 * ValidatePodTemplateSpecForReplicaSet, ValidateDaemonSetSpec, ValidateStatefulSetSpec).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, deployments, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');
const daemonsets = ns({ group: 'apps', version: 'v1', resource: 'daemonsets' }, 'default');
const statefulsets = ns({ group: 'apps', version: 'v1', resource: 'statefulsets' }, 'default');
const deploys = ns(deployments, 'default');

const job = (podSpec: JsonObject, labels?: JsonObject) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec: {
    template: {
      ...(labels ? { metadata: { labels } } : {}),
      spec: { containers: [{ name: 'pi', image: 'perl' }], ...podSpec },
    },
  },
});

const app = (kind: string, podSpec: JsonObject) => ({
  apiVersion: 'apps/v1',
  kind,
  metadata: { name: 'web' },
  spec: {
    selector: { matchLabels: { app: 'web' } },
    ...(kind === 'StatefulSet' ? { serviceName: 'web' } : {}),
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'web', image: 'nginx' }], ...podSpec },
    },
  },
});

describe('Job template', () => {
  it('an unknown restartPolicy: the pod spec error, then the Job one', () => {
    const { server } = newServer();
    const st = expectErr(server.create(admin, jobs, job({ restartPolicy: 'Sometimes' })));
    expect(st.message).toBe(
      'Job.batch "pi" is invalid: [spec.template.spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never", ' +
        'spec.template.spec.restartPolicy: Unsupported value: "Sometimes": supported values: "OnFailure", "Never"]',
    );
    expect(st.details?.causes).toEqual([
      {
        reason: 'FieldValueNotSupported',
        message: 'Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never"',
        field: 'spec.template.spec.restartPolicy',
      },
      {
        reason: 'FieldValueNotSupported',
        message: 'Unsupported value: "Sometimes": supported values: "OnFailure", "Never"',
        field: 'spec.template.spec.restartPolicy',
      },
    ]);
  });

  it('an empty restartPolicy is defaulted to Always, which a Job refuses', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, jobs, job({ restartPolicy: '' }))).message).toBe(
      'Job.batch "pi" is invalid: spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"',
    );
  });

  it('template labels and dnsPolicy come before the Job rule', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(admin, jobs, job({ restartPolicy: 'Always', dnsPolicy: 'Google' }, { 'bad key': 'x' })),
    );
    // SetDefaults_Job copies the template's labels to a Job without any, so ObjectMeta's check sees
    // the key first; the template's own check names spec.template.labels
    const keyMsg =
      "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
    expect(st.message).toBe(
      `Job.batch "pi" is invalid: [metadata.labels: Invalid value: "bad key": ${keyMsg}, ` +
        `spec.template.labels: Invalid value: "bad key": ${keyMsg}, ` +
        'spec.template.spec.dnsPolicy: Unsupported value: "Google": supported values: "ClusterFirstWithHostNet", "ClusterFirst", "Default", "None", ' +
        'spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"]',
    );
  });
});

describe('apps templates: Always only, no deadline', () => {
  it('Deployment: Never is the workload error alone; Sometimes is refused twice', () => {
    const { server } = newServer();
    expect(
      expectErr(server.create(admin, deploys, app('Deployment', { restartPolicy: 'Never' }))).message,
    ).toBe(
      'Deployment.apps "web" is invalid: spec.template.spec.restartPolicy: Unsupported value: "Never": supported values: "Always"',
    );
    expect(
      expectErr(server.create(admin, deploys, app('Deployment', { restartPolicy: 'Sometimes' }))).message,
    ).toBe(
      'Deployment.apps "web" is invalid: [spec.template.spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never", ' +
        'spec.template.spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always"]',
    );
    // a Deployment's template is a ReplicaSet's (ValidatePodTemplateSpecForReplicaSet)
    expect(
      expectErr(server.create(admin, deploys, app('Deployment', { activeDeadlineSeconds: 30 }))).message,
    ).toBe(
      'Deployment.apps "web" is invalid: spec.template.spec.activeDeadlineSeconds: Forbidden: activeDeadlineSeconds in ReplicaSet is not Supported',
    );
    expectOk(server.create(admin, deploys, app('Deployment', {})));
  });

  it('DaemonSet and StatefulSet', () => {
    const { server } = newServer();
    expect(
      expectErr(
        server.create(
          admin,
          daemonsets,
          app('DaemonSet', { restartPolicy: 'OnFailure', activeDeadlineSeconds: 0 }),
        ),
      ).message,
    ).toBe(
      'DaemonSet.apps "web" is invalid: [spec.template.spec.activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive, ' +
        'spec.template.spec.restartPolicy: Unsupported value: "OnFailure": supported values: "Always", ' +
        'spec.template.spec.activeDeadlineSeconds: Forbidden: activeDeadlineSeconds in DaemonSet is not Supported]',
    );
    // since 1.34 a StatefulSet's pod spec is validated as a Deployment's, then its own rules
    expect(
      expectErr(server.create(admin, statefulsets, app('StatefulSet', { restartPolicy: 'Sometimes' })))
        .message,
    ).toBe(
      'StatefulSet.apps "web" is invalid: [spec.template.spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never", ' +
        'spec.template.spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always"]',
    );
  });
});

describe('Job selector (ValidateJob)', () => {
  it('manualSelector without a selector: Required, and a nil selector matches no labels', () => {
    const { server } = newServer();
    const body = job({ restartPolicy: 'Never' });
    (body.spec as JsonObject).manualSelector = true;
    expect(expectErr(server.create(admin, jobs, body)).message).toBe(
      'Job.batch "pi" is invalid: [spec.selector: Required value, spec.template.metadata.labels: Invalid value: null: `selector` does not match template `labels`]',
    );
  });

  it('the generated selector: the template labels and selector are checked against the uid', () => {
    const { server } = newServer();
    const body = job({ restartPolicy: 'Never' }, { 'controller-uid': 'mine' });
    const st = expectErr(server.create(admin, jobs, body));
    const uid = /must be '([0-9a-f-]+)'/.exec(st.message)?.[1] ?? '';
    expect(uid).not.toBe('');
    // the user's controller-uid label is kept; the rest are generated, the selector on the prefixed key
    expect(st.message).toBe(
      `Job.batch "pi" is invalid: spec.template.metadata.labels[controller-uid]: Invalid value: {"batch.kubernetes.io/controller-uid":"${uid}","batch.kubernetes.io/job-name":"pi","controller-uid":"mine","job-name":"pi"}: must be '${uid}'`,
    );
  });

  it('negative counts come first', () => {
    const { server } = newServer();
    const body = job({ restartPolicy: 'Never' });
    Object.assign(body.spec as JsonObject, { parallelism: -1, backoffLimit: -2 });
    expect(expectErr(server.create(admin, jobs, body)).message).toBe(
      'Job.batch "pi" is invalid: [spec.parallelism: Invalid value: -1: must be greater than or equal to 0, spec.backoffLimit: Invalid value: -2: must be greater than or equal to 0]',
    );
  });
});

describe('Deployment spec counts and strategy (ValidateDeploymentSpec)', () => {
  it('replicas first; then the strategy, minReadySeconds, revisionHistoryLimit, progressDeadlineSeconds', () => {
    const { server } = newServer();
    const body = app('Deployment', {});
    Object.assign(body.spec as JsonObject, {
      replicas: -1,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: '0%' } },
      revisionHistoryLimit: -3,
      minReadySeconds: 20,
      progressDeadlineSeconds: 10,
    });
    expect(expectErr(server.create(admin, deploys, body)).message).toBe(
      'Deployment.apps "web" is invalid: [spec.replicas: Invalid value: -1: must be greater than or equal to 0, ' +
        'spec.strategy.rollingUpdate.maxUnavailable: Invalid value: 0: may not be 0 when `maxSurge` is 0, ' +
        'spec.revisionHistoryLimit: Invalid value: -3: must be greater than or equal to 0, ' +
        'spec.progressDeadlineSeconds: Invalid value: 10: must be greater than minReadySeconds]',
    );
  });

  it('Recreate takes no rollingUpdate; a percent must be one', () => {
    const { server } = newServer();
    const recreate = app('Deployment', {});
    (recreate.spec as JsonObject).strategy = { type: 'Recreate', rollingUpdate: { maxSurge: 1 } };
    expect(expectErr(server.create(admin, deploys, recreate)).message).toBe(
      'Deployment.apps "web" is invalid: spec.strategy.rollingUpdate: Forbidden: may not be specified when strategy `type` is \'Recreate\'',
    );
    const pct = app('Deployment', {});
    (pct.spec as JsonObject).strategy = {
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: '150%', maxSurge: 'x' },
    };
    expect(expectErr(server.create(admin, deploys, pct)).message).toBe(
      "Deployment.apps \"web\" is invalid: [spec.strategy.rollingUpdate.maxSurge: Invalid value: \"x\": a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%', regex used for validation is '[0-9]+%'), " +
        'spec.strategy.rollingUpdate.maxUnavailable: Invalid value: "150%": must not be greater than 100%]',
    );
  });
});
