/**
 * managedFields across the status subresource: an Update of `/status` changes only the status
 * entries, an Update of the main resource only the non-status ones. The fieldmanager strips the
 * strategy's reset fields (spec and metadata for `/status`, status for the main resource) from both
 * objects before the diff ([AM] pkg/util/managedfields/internal/structuredmerge.go Update), so no
 * manager loses what lies outside the request. Before, a status Update wiped the creator's spec
 * entry and the operator's finalizer entry (seen with a kubebuilder operator: finalizer Update, then
 * Status().Update, left only the status entry).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectOk, guestbook, guestbooks, installGuestbook, meta, newServer, ns } from '../helpers.ts';

const gbs = ns(guestbooks, 'default');

function entries(o: JsonObject): [string, string, string][] {
  return (meta(o).managedFields as JsonObject[]).map((e) => [
    String(e.manager),
    String(e.subresource ?? ''),
    Object.keys(e.fieldsV1 as JsonObject).join(','),
  ]);
}

describe('managedFields keep what lies outside the request’s scope', () => {
  it('creator spec, operator finalizer, operator status: three entries after each step', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb'), { fieldManager: 'kubectl' }));
    const fin = expectOk(
      server.update(
        admin,
        gbs,
        { ...created, metadata: { ...meta(created), finalizers: ['x.io/f'] } },
        { fieldManager: 'manager' },
      ),
    );
    expect(entries(fin)).toEqual([
      ['kubectl', '', 'f:spec'],
      ['manager', '', 'f:metadata'],
    ]);
    const st = expectOk(
      server.update(
        admin,
        gbs,
        { ...fin, status: { ready: 1 } },
        { subresource: 'status', fieldManager: 'manager' },
      ),
    );
    expect(entries(st)).toEqual([
      ['kubectl', '', 'f:spec'],
      ['manager', '', 'f:metadata'],
      ['manager', 'status', 'f:status'],
    ]);
    // a main-resource update (the finalizer removed) keeps the status entry
    const { status: _s, ...noStatus } = st;
    const unfin = expectOk(
      server.update(
        admin,
        gbs,
        { ...noStatus, metadata: { ...meta(st), finalizers: [] } },
        { fieldManager: 'manager' },
      ),
    );
    expect(entries(unfin)).toEqual([
      ['kubectl', '', 'f:spec'],
      ['manager', 'status', 'f:status'],
    ]);
  });
});
