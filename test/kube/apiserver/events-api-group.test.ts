/**
 * events.k8s.io/v1 over the core Event storage, as kube-apiserver serves it ([K8S]
 * pkg/registry/events/rest/storage_events.go; pkg/apis/events/v1/conversion.go for the fields and the
 * field labels): discovery lists the group, an Event written through either API reads through the
 * other, each in its Go type's JSON. And the managed fields of a create hold no top-level zero
 * values: the create compares with the type's zero object (scope.Creater.New in [AS]
 * endpoints/handlers/create.go), which has eventTime: null too.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (
    method: string,
    path: string,
    body?: unknown,
    query = '',
    accept = 'application/json',
  ): { status: number; body: any } => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json', accept },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error(`not a response: ${r.kind}`);
    return { status: r.status, body: JSON.parse(r.body) };
  };
  return { call };
}

const REF = { kind: 'Pod', namespace: 'default', name: 'web', uid: 'u-1', apiVersion: 'v1' };
// what client-go's tools/record sends (core/v1, encoding/json of a v1.Event)
const CORE = {
  apiVersion: 'v1',
  kind: 'Event',
  metadata: { name: 'web.1', namespace: 'default' },
  involvedObject: REF,
  reason: 'Created',
  message: 'created it',
  source: { component: 'ctl' },
  firstTimestamp: '2026-01-01T00:00:00Z',
  lastTimestamp: '2026-01-01T00:00:00Z',
  count: 1,
  type: 'Normal',
  eventTime: null,
  reportingComponent: 'ctl',
  reportingInstance: '',
};

describe('events.k8s.io/v1', () => {
  it('is discovered after apps, with the core resource’s names', () => {
    const { call } = cluster();
    const groups = call('GET', '/apis').body.groups.map((g: any) => g.name);
    expect(groups.slice(0, 3)).toEqual(['apps', 'events.k8s.io', 'batch']);
    const list = call('GET', '/apis/events.k8s.io/v1').body;
    expect(list.groupVersion).toBe('events.k8s.io/v1');
    expect(list.resources).toEqual([
      {
        name: 'events',
        singularName: 'event',
        namespaced: true,
        kind: 'Event',
        verbs: ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'],
        shortNames: ['ev'],
      },
    ]);
  });

  it('reads a core/v1 Event in its own form, and a core/v1 read sees what it wrote', () => {
    const { call } = cluster();
    const created = call('POST', '/api/v1/namespaces/default/events', CORE);
    expect(created.status).toBe(201);
    // eventTime is null in the zero Event as well: not owned (reportingInstance "" neither)
    expect(Object.keys(created.body.metadata.managedFields[0].fieldsV1)).toEqual([
      'f:count',
      'f:firstTimestamp',
      'f:involvedObject',
      'f:lastTimestamp',
      'f:message',
      'f:reason',
      'f:reportingComponent',
      'f:source',
      'f:type',
    ]);
    const ev = call('GET', '/apis/events.k8s.io/v1/namespaces/default/events/web.1').body;
    const { metadata, ...rest } = ev;
    expect(metadata.name).toBe('web.1');
    expect(rest).toEqual({
      kind: 'Event',
      apiVersion: 'events.k8s.io/v1',
      eventTime: null,
      reportingController: 'ctl',
      reason: 'Created',
      regarding: REF,
      note: 'created it',
      type: 'Normal',
      deprecatedSource: { component: 'ctl' },
      deprecatedFirstTimestamp: '2026-01-01T00:00:00Z',
      deprecatedLastTimestamp: '2026-01-01T00:00:00Z',
      deprecatedCount: 1,
    });

    const written = call('POST', '/apis/events.k8s.io/v1/namespaces/default/events', {
      apiVersion: 'events.k8s.io/v1',
      kind: 'Event',
      metadata: { name: 'web.2', namespace: 'default' },
      eventTime: '2026-01-01T00:00:00.000000Z',
      reportingController: 'ctl',
      reportingInstance: 'ctl-host',
      action: 'Scale',
      reason: 'Scaled',
      regarding: REF,
      note: 'to 3',
      type: 'Normal',
    });
    expect(written.status).toBe(201);
    expect(written.body.metadata.managedFields[0].apiVersion).toBe('events.k8s.io/v1');
    const core = call('GET', '/api/v1/namespaces/default/events/web.2').body;
    expect(core).toMatchObject({
      apiVersion: 'v1',
      involvedObject: REF,
      reason: 'Scaled',
      message: 'to 3',
      source: {},
      firstTimestamp: null,
      lastTimestamp: null,
      eventTime: '2026-01-01T00:00:00.000000Z',
      action: 'Scale',
      reportingComponent: 'ctl',
      reportingInstance: 'ctl-host',
    });
    expect(core).not.toHaveProperty('count');
    expect(core).not.toHaveProperty('regarding');
    // each list in its own group's form
    const names = (r: { body: any }) =>
      r.body.items.map((i: any) => `${i.metadata.name} ${'note' in i ? 'note' : 'message'}`);
    expect(names(call('GET', '/api/v1/namespaces/default/events'))).toEqual([
      'web.1 message',
      'web.2 message',
    ]);
    expect(names(call('GET', '/apis/events.k8s.io/v1/events'))).toEqual(['web.1 note', 'web.2 note']);
  });

  it('selects by its own field labels, matched on the core fields', () => {
    const { call } = cluster();
    call('POST', '/api/v1/namespaces/default/events', CORE);
    const sel = (q: string) => call('GET', '/apis/events.k8s.io/v1/namespaces/default/events', undefined, q);
    expect(sel('fieldSelector=regarding.name%3Dweb').body.items).toHaveLength(1);
    expect(sel('fieldSelector=reportingController%3Dctl').body.items).toHaveLength(1);
    expect(sel('fieldSelector=regarding.name%3Dother').body.items).toHaveLength(0);
    const bad = sel('fieldSelector=involvedObject.name%3Dweb');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('field label not supported: involvedObject.name');
  });

  // [K8S] pkg/printers/internalversion/printers.go printEvent, the same rows through either group
  it('kubectl get events prints the event columns for both groups’ events', () => {
    const { call } = cluster();
    call('POST', '/api/v1/namespaces/default/events', CORE);
    call('POST', '/apis/events.k8s.io/v1/namespaces/default/events', {
      metadata: { name: 'web.2' },
      eventTime: '2026-01-01T00:00:00.000000Z',
      series: { count: 3, lastObservedTime: '2026-01-01T00:00:00.000000Z' },
      reportingController: 'ctl',
      reportingInstance: 'ctl-host',
      action: 'Scale',
      reason: 'Scaled',
      regarding: REF,
      note: ' to 3 ',
      type: 'Normal',
    });
    const table = (path: string) =>
      call('GET', path, undefined, '', 'application/json;as=Table;v=v1;g=meta.k8s.io,application/json').body;
    const core = table('/api/v1/namespaces/default/events');
    expect(core.columnDefinitions.map((c: any) => `${c.name}/${c.priority}`)).toEqual([
      'Last Seen/0',
      'Type/0',
      'Reason/0',
      'Object/0',
      'Subobject/1',
      'Source/1',
      'Message/0',
      'First Seen/1',
      'Count/1',
      'Name/1',
    ]);
    const rows = [
      ['0s', 'Normal', 'Created', 'pod/web', '', 'ctl', 'created it', '0s', 1, 'web.1'],
      ['0s', 'Normal', 'Scaled', 'pod/web', '', 'ctl, ctl-host', 'to 3', '0s', 3, 'web.2'],
    ];
    expect(core.rows.map((r: any) => r.cells)).toEqual(rows);
    expect(table('/apis/events.k8s.io/v1/namespaces/default/events').rows.map((r: any) => r.cells)).toEqual(
      rows,
    );
  });
});
