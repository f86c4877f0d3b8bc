/**
 * Discovery lists a custom resource's verbs in the apiextensions server's order (apiextensions-apiserver
 * pkg/apiserver/customresource_discovery_controller.go), which `kubectl api-resources -o wide` prints as
 * they come; built-in resources keep the generic API server's sorted order.
 */
import { expect, it } from 'vitest';
import { apiResourceList } from '../../src/kube/rest/discovery.ts';
import { admin, crds, expectOk, guestbookCRD, newServer } from './helpers.ts';

it("a CRD's verbs come in apiextensions' order; a built-in's sorted", () => {
  const { server } = newServer();
  expectOk(server.create(admin, crds, guestbookCRD({ status: true })));
  const resources = (list: ReturnType<typeof apiResourceList>) =>
    (list?.resources ?? []) as { name: string; verbs: string[] }[];
  const gb = resources(apiResourceList(server, 'webapp.my.domain', 'v1'));
  expect(gb.find((r) => r.name === 'guestbooks')?.verbs).toEqual([
    'delete',
    'deletecollection',
    'get',
    'list',
    'patch',
    'create',
    'update',
    'watch',
  ]);
  expect(gb.find((r) => r.name === 'guestbooks/status')?.verbs).toEqual(['get', 'patch', 'update']);
  const core = resources(apiResourceList(server, '', 'v1'));
  expect(core.find((r) => r.name === 'pods')?.verbs).toEqual([
    'create',
    'delete',
    'deletecollection',
    'get',
    'list',
    'patch',
    'update',
    'watch',
  ]);
});
