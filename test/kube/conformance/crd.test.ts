/** CustomResourceDefinitions: names, the Established condition, serving and unserving. */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  crds,
  expectErr,
  expectOk,
  guestbook,
  guestbookCRD,
  guestbooks,
  newServer,
  ns,
} from '../helpers.ts';

describe('CRD lifecycle', () => {
  it('is Established with the real condition texts and served right away; deleting it stops serving', () => {
    const { server, trace } = newServer();
    expectOk(server.create(admin, crds, guestbookCRD()));
    const crd = expectOk(server.get(admin, crds, 'guestbooks.webapp.my.domain'));
    const status = crd.status as JsonObject;
    expect((status.conditions as JsonObject[]).map((c) => [c.type, c.status, c.reason, c.message])).toEqual([
      ['NamesAccepted', 'True', 'NoConflicts', 'no conflicts found'],
      ['Established', 'True', 'InitialNamesAccepted', 'the initial names have been accepted'],
    ]);
    expect(status.storedVersions).toEqual(['v1']);
    expect(
      trace.apiCalls().some((c) => c.identity.username === 'system:apiserver' && c.subresource === 'status'),
    ).toBe(true);
    expectOk(server.create(admin, ns(guestbooks, 'default'), guestbook('gb')));
    expectOk(server.delete(admin, crds, 'guestbooks.webapp.my.domain'));
    expect(expectErr(server.get(admin, ns(guestbooks, 'default'), 'gb')).message).toBe(
      'the server could not find the requested resource',
    );
  });

  it('the name must be <plural>.<group>', () => {
    const { server } = newServer();
    const bad = guestbookCRD();
    (bad.metadata as JsonObject).name = 'guestbook.webapp.my.domain';
    const st = expectErr(server.create(admin, crds, bad));
    expect(st.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "guestbook.webapp.my.domain" is invalid: metadata.name: Invalid value: "guestbook.webapp.my.domain": must be spec.names.plural+"."+spec.group',
    );
  });
});
