// How kube-controller-manager's garbage collector removes an owner reference from a dependent that
// another owner keeps (kubernetes pkg/controller/garbagecollector/garbagecollector.go
// attemptToDeleteItem, patch.go): a strategic merge patch that deletes the reference by uid and
// carries the dependent's uid (deleteOwnerRefStrategicMergePatch:
// {"metadata":{"ownerReferences":[{"$patch":"delete","uid":…}],"uid":…}}); a custom resource does
// not take strategic merge patches (415), so the collector falls back to a JSON merge patch of the
// remaining references with the resourceVersion it read (deleteOwnerRefJSONMergePatch). Its deletes
// carry the uid and resourceVersion as preconditions (operations.go deleteObject).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  configmaps,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  meta,
  newServer,
  ns,
} from '../helpers.ts';

const gbs = ns(guestbooks, 'default');
const cms = ns(configmaps, 'default');

function ref(o: JsonObject, kind: string, apiVersion: string): JsonObject {
  return { apiVersion, kind, name: String(meta(o).name), uid: String(meta(o).uid) };
}

describe('the garbage collector unlinks a dependent another owner keeps', () => {
  it('with a strategic merge patch for a built-in kind, a merge patch with its resourceVersion after the 415 for a custom resource', () => {
    const { server, trace } = newServer();
    installGuestbook(server);
    const gone = expectOk(server.create(admin, gbs, guestbook('gone')));
    const stays = expectOk(server.create(admin, gbs, guestbook('stays')));
    const refs = [
      ref(gone, 'Guestbook', 'webapp.my.domain/v1'),
      ref(stays, 'Guestbook', 'webapp.my.domain/v1'),
    ];
    const cm = expectOk(
      server.create(admin, cms, { metadata: { name: 'cm', namespace: 'default', ownerReferences: refs } }),
    );
    const gb = expectOk(
      server.create(admin, gbs, {
        ...guestbook('gb'),
        metadata: { name: 'gb', namespace: 'default', ownerReferences: refs },
      }),
    );
    const before = trace.apiCalls().length;
    expectOk(server.delete(admin, gbs, 'gone'));
    const gc = trace
      .apiCalls()
      .slice(before)
      .filter((e) => e.identity.username.endsWith(':generic-garbage-collector'))
      .map(
        (e) => `${e.verb} ${e.resource} ${e.name} ${e.details?.patchType ?? ''} ${e.rvSent} ${e.result.code}`,
      );
    expect(gc).toEqual([
      `patch configmaps cm strategic  200`,
      `patch guestbooks gb strategic  415`,
      `patch guestbooks gb merge ${meta(gb).resourceVersion} 200`,
    ]);
    const owners = (name: string, t = cms) =>
      ((meta(expectOk(server.get(admin, t, name))).ownerReferences ?? []) as JsonObject[]).map((r) => r.name);
    expect(owners('cm')).toEqual(['stays']);
    expect(owners('gb', gbs)).toEqual(['stays']);
    expect(meta(cm).uid).toBeDefined();
  });
});
