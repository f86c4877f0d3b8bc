/**
 * The managed fields of a create are what differs from the kind's zero object (scope.Creater.New in
 * [AS] endpoints/handlers/create.go, compared in [AM] pkg/util/managedfields/internal/
 * structuredmerge.go Update). A built-in's zero object holds its top-level fields that are not
 * omitempty at their zero value: a core Event's eventTime is null there, reportingInstance "" and
 * source {}, so a recorder's Event sent with those values does not own them (kubelet events list no
 * f:eventTime). A custom resource’s empty object has nothing, so there they stay owned.
 */
import { expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';

it('a create of a built-in owns none of its top-level zero values', () => {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const r = server.create(
    { user: ADMIN_USER },
    { group: '', version: 'v1', resource: 'events', namespace: 'default' },
    {
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: 'web.1', namespace: 'default' },
      involvedObject: { kind: 'Pod', namespace: 'default', name: 'web' },
      reason: 'Created',
      source: {},
      firstTimestamp: '2026-01-01T00:00:00Z',
      lastTimestamp: null,
      count: 1,
      eventTime: null,
      reportingComponent: 'ctl',
      reportingInstance: '',
    },
  );
  if (!r.ok) throw new Error(r.status.message);
  const meta = r.object.metadata as any;
  expect(Object.keys(meta.managedFields[0].fieldsV1)).toEqual([
    'f:count',
    'f:firstTimestamp',
    'f:involvedObject',
    'f:reason',
    'f:reportingComponent',
  ]);
});
