/**
 * spec.selector as kube-apiserver 1.34 validates it (k8s.io/apimachinery pkg/apis/meta/v1/validation
 * ValidateLabelSelector, strict on create; kubernetes pkg/apis/apps/validation and
 * pkg/apis/batch/validation). A selector that ValidateLabelSelector refuses also fails
 * LabelSelectorAsSelector: Deployments and ReplicaSets then say `invalid label selector` and skip
 * their template, a StatefulSet gives the same Invalid without a detail, and DaemonSets and Jobs skip
 * only the label match. Also ValidateDeploymentStrategy's NotSupported for an unknown type, and
 * ValidateDaemonSetUpdateStrategy.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const apps = (resource: string) => ns({ group: 'apps', version: 'v1', resource }, 'default');
const jobs = ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default');

const LABEL_VALUE =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

const workload = (kind: string, selector: JsonObject, podSpec: JsonObject = {}, extra: JsonObject = {}) => ({
  apiVersion: 'apps/v1',
  kind,
  metadata: { name: 'web' },
  spec: {
    selector,
    ...(kind === 'StatefulSet' ? { serviceName: 'web' } : {}),
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'web', image: 'nginx' }], ...podSpec },
    },
    ...extra,
  },
});

describe('label selectors in workloads', () => {
  it('a Deployment: operator, values and value format, then invalid label selector; the template is not checked', () => {
    const { server } = newServer();
    const selector: JsonObject = {
      matchLabels: { app: 'web' },
      matchExpressions: [
        { key: 'tier', operator: 'Equals', values: ['front'] },
        { key: 'tier', operator: 'In' },
        { key: 'track', operator: 'NotIn', values: ['a b'] },
      ],
    };
    const r = server.create(
      admin,
      apps('deployments'),
      workload('Deployment', selector, { restartPolicy: 'Never' }),
    );
    expect(expectErr(r).message).toBe(
      'Deployment.apps "web" is invalid: [' +
        'spec.selector.matchExpressions[0].operator: Invalid value: "Equals": not a valid selector operator, ' +
        "spec.selector.matchExpressions[1].values: Required value: must be specified when `operator` is 'In' or 'NotIn', " +
        `spec.selector.matchExpressions[2].values[0]: Invalid value: "a b": ${LABEL_VALUE}, ` +
        'spec.selector: Invalid value: {"matchLabels":{"app":"web"},"matchExpressions":[{"key":"tier","operator":"Equals","values":["front"]},{"key":"tier","operator":"In"},{"key":"track","operator":"NotIn","values":["a b"]}]}: invalid label selector]',
    );
  });

  it('a ReplicaSet: a bad matchLabels value is reported at the map, and the key of an expression', () => {
    const { server } = newServer();
    const selector = { matchLabels: { app: 'web!' }, matchExpressions: [{ key: '-x', operator: 'Exists' }] };
    const r = server.create(admin, apps('replicasets'), workload('ReplicaSet', selector));
    expect(expectErr(r).message).toBe(
      'ReplicaSet.apps "web" is invalid: [' +
        `spec.selector.matchLabels: Invalid value: "web!": ${LABEL_VALUE}, ` +
        `spec.selector.matchExpressions[0].key: Invalid value: "-x": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]'), ` +
        'spec.selector: Invalid value: {"matchLabels":{"app":"web!"},"matchExpressions":[{"key":"-x","operator":"Exists"}]}: invalid label selector]',
    );
  });

  it('a DaemonSet skips only the label match; a StatefulSet says Invalid without a detail', () => {
    const { server } = newServer();
    const selector = { matchExpressions: [{ key: 'app', operator: 'Exists', values: ['web'] }] };
    expect(
      expectErr(
        server.create(
          admin,
          apps('daemonsets'),
          workload('DaemonSet', selector, { restartPolicy: 'OnFailure' }),
        ),
      ).message,
    ).toBe(
      'DaemonSet.apps "web" is invalid: [' +
        "spec.selector.matchExpressions[0].values: Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist', " +
        'spec.template.spec.restartPolicy: Unsupported value: "OnFailure": supported values: "Always"]',
    );
    expect(
      expectErr(
        server.create(
          admin,
          apps('statefulsets'),
          workload('StatefulSet', selector, { restartPolicy: 'OnFailure' }),
        ),
      ).message,
    ).toBe(
      'StatefulSet.apps "web" is invalid: [' +
        "spec.selector.matchExpressions[0].values: Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist', " +
        'spec.selector: Invalid value: {"matchExpressions":[{"key":"app","operator":"Exists","values":["web"]}]}, ' +
        'spec.template.spec.restartPolicy: Unsupported value: "OnFailure": supported values: "Always"]',
    );
    // set-based selectors that are valid still pass
    expectOk(
      server.create(
        admin,
        apps('deployments'),
        workload('Deployment', {
          matchExpressions: [{ key: 'app', operator: 'In', values: ['web', 'api'] }],
        }),
      ),
    );
  });

  it('a Job with a manual selector: the selector errors, and no label match', () => {
    const { server } = newServer();
    const r = server.create(admin, jobs, {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'pi' },
      spec: {
        manualSelector: true,
        selector: { matchExpressions: [{ key: 'app', operator: 'in', values: ['pi'] }] },
        template: {
          metadata: { labels: { app: 'other' } },
          spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
        },
      },
    });
    expect(expectErr(r).message).toBe(
      'Job.batch "pi" is invalid: spec.selector.matchExpressions[0].operator: Invalid value: "in": not a valid selector operator',
    );
  });
});

describe('Deployment strategy type', () => {
  it('an unknown type is NotSupported, with the internal strategy as the value', () => {
    const { server } = newServer();
    const sel = { matchLabels: { app: 'web' } };
    expect(
      expectErr(
        server.create(
          admin,
          apps('deployments'),
          workload('Deployment', sel, {}, { strategy: { type: 'BlueGreen' } }),
        ),
      ).message,
    ).toBe(
      'Deployment.apps "web" is invalid: spec.strategy: Unsupported value: {"Type":"BlueGreen","RollingUpdate":null}: supported values: "Recreate", "RollingUpdate"',
    );
    expect(
      expectErr(
        server.create(
          admin,
          apps('deployments'),
          workload(
            'Deployment',
            sel,
            {},
            { strategy: { type: 'Canary', rollingUpdate: { maxSurge: '50%' } } },
          ),
        ),
      ).message,
    ).toBe(
      'Deployment.apps "web" is invalid: spec.strategy: Unsupported value: {"Type":"Canary","RollingUpdate":{"MaxUnavailable":0,"MaxSurge":"50%"}}: supported values: "Recreate", "RollingUpdate"',
    );
  });
});

describe('DaemonSet update strategy', () => {
  const ds = (updateStrategy: JsonObject, extra: JsonObject = {}) =>
    workload('DaemonSet', { matchLabels: { app: 'web' } }, {}, { updateStrategy, ...extra });
  it('exactly one of maxUnavailable and maxSurge is non-zero, and an unknown type is NotSupported', () => {
    const { server } = newServer();
    const create = (body: JsonObject) => expectErr(server.create(admin, apps('daemonsets'), body)).message;
    // maxUnavailable defaults to 1, so a maxSurge alone has both set
    expect(create(ds({ type: 'RollingUpdate', rollingUpdate: { maxSurge: 1 } }))).toBe(
      'DaemonSet.apps "web" is invalid: spec.updateStrategy.rollingUpdate.maxSurge: Invalid value: 1: may not be set when maxUnavailable is non-zero',
    );
    expect(
      create(
        ds(
          { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '0%', maxSurge: 0 } },
          { minReadySeconds: -1 },
        ),
      ),
    ).toBe(
      'DaemonSet.apps "web" is invalid: [spec.minReadySeconds: Invalid value: -1: must be greater than or equal to 0, spec.updateStrategy.rollingUpdate.maxUnavailable: Required value: cannot be 0 when maxSurge is 0]',
    );
    expect(
      create(ds({ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '150%', maxSurge: 0 } })),
    ).toBe(
      'DaemonSet.apps "web" is invalid: spec.updateStrategy.rollingUpdate.maxUnavailable: Invalid value: "150%": must not be greater than 100%',
    );
    expect(create(ds({ type: 'Recreate' }))).toBe(
      'DaemonSet.apps "web" is invalid: spec.updateStrategy: Unsupported value: {"Type":"Recreate","RollingUpdate":null}: supported values: "RollingUpdate", "OnDelete"',
    );
    expectOk(
      server.create(
        admin,
        apps('daemonsets'),
        ds({ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: '25%' } }),
      ),
    );
  });
});
