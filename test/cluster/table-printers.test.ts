// The server-side Table columns of the workload kinds, nodes and pods, against what kube-apiserver's
// printers ([K8S] pkg/printers/internalversion/printers.go: printJob, printCronJob, printStatefulSet,
// printDaemonSet, printNode, printPod, printService, printReplicaSet) put in each cell for the same object.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import type { JsonObject, KubeObject } from '../../src/kube/apiserver/types.ts';
import { toTable } from '../../src/kube/rest/table.ts';

const NOW = Date.parse('2026-01-05T09:00:00Z');
const ago = (s: number) => new Date(NOW - s * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
const server = new ApiServer({ clock: { now: () => NOW } });

function table(group: string, resource: string, items: KubeObject[], wide = true) {
  const info = server.registry.lookup({ group, version: 'v1', resource });
  if (!info) throw new Error(`no ${group}/${resource}`);
  const t = toTable(server, { items } as KubeObject, info, NOW) as {
    columnDefinitions: Array<{ name: string; priority: number }>;
    rows: Array<{ cells: unknown[] }>;
  };
  const shown = t.columnDefinitions.map((c) => wide || c.priority === 0);
  return {
    header: t.columnDefinitions.filter((_, i) => shown[i]).map((c) => c.name),
    rows: t.rows.map((r) => r.cells.filter((_, i) => shown[i])),
  };
}

const meta = (name: string, extra: JsonObject = {}): JsonObject => ({
  name,
  namespace: 'default',
  creationTimestamp: ago(600),
  ...extra,
});
const podTemplate = {
  spec: {
    containers: [
      { name: 'a', image: 'busybox' },
      { name: 'b', image: 'nginx:1' },
    ],
  },
};

describe('server Table printers', () => {
  it('jobs: status from conditions, completions, duration', () => {
    const t = table('batch', 'jobs', [
      {
        metadata: meta('done'),
        spec: {
          completions: 2,
          parallelism: 1,
          selector: { matchLabels: { job: 'done' } },
          template: podTemplate,
        },
        status: {
          succeeded: 2,
          startTime: ago(130),
          completionTime: ago(65),
          conditions: [{ type: 'Complete', status: 'True' }],
        },
      },
      {
        metadata: meta('wide'),
        spec: { parallelism: 3, template: podTemplate },
        status: { startTime: ago(30) },
      },
      { metadata: meta('new'), spec: { template: podTemplate }, status: {} },
      {
        metadata: meta('stopped'),
        spec: { completions: 1, template: podTemplate },
        status: { conditions: [{ type: 'Suspended', status: 'True' }] },
      },
    ]);
    expect(t.header).toEqual([
      'Name',
      'Status',
      'Completions',
      'Duration',
      'Age',
      'Containers',
      'Images',
      'Selector',
    ]);
    expect(t.rows).toEqual([
      ['done', 'Complete', '2/2', '65s', '10m', 'a,b', 'busybox,nginx:1', 'job=done'],
      ['wide', 'Running', '0/1 of 3', '30s', '10m', 'a,b', 'busybox,nginx:1', '<none>'],
      ['new', 'Running', '0/1', '', '10m', 'a,b', 'busybox,nginx:1', '<none>'],
      ['stopped', 'Suspended', '0/1', '', '10m', 'a,b', 'busybox,nginx:1', '<none>'],
    ]);
  });

  it('cronjobs: schedule, time zone, suspend as printBoolPtr, active jobs, last schedule', () => {
    const t = table('batch', 'cronjobs', [
      {
        metadata: meta('nightly'),
        spec: { schedule: '0 3 * * *', jobTemplate: { spec: { template: podTemplate } } },
        status: {},
      },
      {
        metadata: meta('tz'),
        spec: {
          schedule: '*/5 * * * *',
          timeZone: 'Asia/Shanghai',
          suspend: true,
          jobTemplate: { spec: { selector: { matchLabels: { a: 'b' } }, template: podTemplate } },
        },
        status: { active: [{ name: 'tz-1' }, { name: 'tz-2' }], lastScheduleTime: ago(240) },
      },
    ]);
    expect(t.header).toEqual([
      'Name',
      'Schedule',
      'Timezone',
      'Suspend',
      'Active',
      'Last Schedule',
      'Age',
      'Containers',
      'Images',
      'Selector',
    ]);
    expect(t.rows).toEqual([
      ['nightly', '0 3 * * *', '<none>', '<unset>', 0, '<none>', '10m', 'a,b', 'busybox,nginx:1', '<none>'],
      ['tz', '*/5 * * * *', 'Asia/Shanghai', 'True', 2, '4m', '10m', 'a,b', 'busybox,nginx:1', 'a=b'],
    ]);
  });

  it('statefulsets, daemonsets and replicasets', () => {
    expect(
      table('apps', 'statefulsets', [
        { metadata: meta('db'), spec: { replicas: 3, template: podTemplate }, status: { readyReplicas: 1 } },
      ]),
    ).toEqual({
      header: ['Name', 'Ready', 'Age', 'Containers', 'Images'],
      rows: [['db', '1/3', '10m', 'a,b', 'busybox,nginx:1']],
    });
    expect(
      table('apps', 'replicasets', [
        {
          metadata: meta('web-1'),
          spec: {
            replicas: 2,
            selector: {
              matchLabels: { app: 'web' },
              matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['b', 'a'] }],
            },
            template: podTemplate,
          },
          status: { replicas: 2, readyReplicas: 1 },
        },
      ]).rows,
    ).toEqual([['web-1', 2, 2, 1, '10m', 'a,b', 'busybox,nginx:1', 'app=web,tier notin (a,b)']]);
  });

  it('nodes: Ready condition, SchedulingDisabled, roles, addresses, unknown system info', () => {
    const t = table('', 'nodes', [
      {
        metadata: {
          name: 'kind-control-plane',
          creationTimestamp: ago(600),
          labels: {
            'node-role.kubernetes.io/control-plane': '',
            'kubernetes.io/role': 'edge',
            'node-role.kubernetes.io/': '',
          },
        },
        spec: { unschedulable: true },
        status: {
          conditions: [{ type: 'Ready', status: 'False' }],
          addresses: [
            { type: 'Hostname', address: 'kind' },
            { type: 'InternalIP', address: '172.18.0.2' },
          ],
          nodeInfo: { kubeletVersion: 'v1.32.0', osImage: 'Debian GNU/Linux 12 (bookworm)' },
        },
      },
      { metadata: { name: 'bare', creationTimestamp: ago(600) }, spec: {}, status: {} },
    ]);
    expect(t.header).toEqual([
      'Name',
      'Status',
      'Roles',
      'Age',
      'Version',
      'Internal-IP',
      'External-IP',
      'OS-Image',
      'Kernel-Version',
      'Container-Runtime',
    ]);
    expect(t.rows).toEqual([
      [
        'kind-control-plane',
        'NotReady,SchedulingDisabled',
        'control-plane,edge',
        '10m',
        'v1.32.0',
        '172.18.0.2',
        '<none>',
        'Debian GNU/Linux 12 (bookworm)',
        '<unknown>',
        '<unknown>',
      ],
      ['bare', 'Unknown', '<none>', '10m', '', '<none>', '<none>', '<unknown>', '<unknown>', '<unknown>'],
    ]);
  });

  it('pods: the reason kubectl shows, restarts with the last restart, init progress, terminating', () => {
    const t = table('', 'pods', [
      {
        metadata: meta('crash'),
        spec: { containers: [{ name: 'a' }, { name: 'b' }], nodeName: 'kind' },
        status: {
          phase: 'Running',
          podIPs: [{ ip: '10.244.0.5' }],
          containerStatuses: [
            { name: 'a', ready: true, restartCount: 0, state: { running: {} } },
            {
              name: 'b',
              ready: false,
              restartCount: 4,
              state: { waiting: { reason: 'CrashLoopBackOff' } },
              lastState: { terminated: { exitCode: 1, finishedAt: ago(30) } },
            },
          ],
        },
      },
      {
        metadata: meta('init'),
        spec: { initContainers: [{ name: 'i' }, { name: 'j' }], containers: [{ name: 'a' }] },
        status: { phase: 'Pending', initContainerStatuses: [{ name: 'i', state: { running: {} } }] },
      },
      {
        metadata: meta('going', { deletionTimestamp: ago(5) }),
        spec: {
          containers: [{ name: 'a' }],
          readinessGates: [{ conditionType: 'x' }, { conditionType: 'y' }],
        },
        status: { phase: 'Running', conditions: [{ type: 'x', status: 'True' }] },
      },
      { metadata: meta('new'), spec: { containers: [{ name: 'a' }] }, status: { phase: 'Pending' } },
    ]);
    expect(t.rows).toEqual([
      ['crash', '1/2', 'CrashLoopBackOff', '4 (30s ago)', '10m', '10.244.0.5', 'kind', '<none>', '<none>'],
      ['init', '0/1', 'Init:0/2', '0', '10m', '<none>', '<none>', '<none>', '<none>'],
      ['going', '0/1', 'Terminating', '0', '10m', '<none>', '<none>', '<none>', '1/2'],
      ['new', '0/1', 'Pending', '0', '10m', '<none>', '<none>', '<none>', '<none>'],
    ]);
  });

  it('services: cluster IP, external IP by type, ports with node ports', () => {
    const t = table('', 'services', [
      {
        metadata: meta('lb'),
        spec: {
          type: 'LoadBalancer',
          clusterIPs: ['10.96.0.9'],
          ports: [{ port: 80, nodePort: 30080, protocol: 'TCP' }],
        },
        status: {},
      },
      {
        metadata: meta('ext'),
        spec: { type: 'ExternalName', externalName: 'db.example.com', selector: { app: 'x' } },
        status: {},
      },
    ]);
    expect(t.rows).toEqual([
      ['lb', 'LoadBalancer', '10.96.0.9', '<pending>', '80:30080/TCP', '10m', '<none>'],
      ['ext', 'ExternalName', '<none>', 'db.example.com', '<none>', '10m', 'app=x'],
    ]);
  });
});
