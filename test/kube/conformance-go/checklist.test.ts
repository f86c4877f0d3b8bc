// SEMANTICS.md's checklist, from Go: real controller-runtime programs (testdata/guestbook/cmd/*,
// written against controller-runtime v0.24 / k8s.io v0.36) run against the simulated cluster through
// client.New and envtest. Each program's whole output is its `// Output:` trailer; the tests below
// name the checklist line each printed line proves (exact message, HTTP code, reason via apierrors).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallEvent } from '../../../src/kube/trace.ts';
import { outputTrailer } from '../gopkg/helpers.ts';
import { loadProject, type ProjectRun, runProjectFiles } from './helpers.ts';
import { grantGuestbookGetInDefault } from './rbac-setup.ts';

const project = loadProject('guestbook');
const runs = new Map<string, ProjectRun>();

function run(dir: string): ProjectRun {
  let r = runs.get(dir);
  if (r === undefined) {
    r = runProjectFiles(project, {
      dir: `cmd/${dir}`,
      setup: dir === 'rbac' ? grantGuestbookGetInDefault : undefined,
    });
    runs.set(dir, r);
  }
  return r;
}

/** The output line starting with `label: `. */
function line(dir: string, label: string): string {
  const l = run(dir)
    .stdout.split('\n')
    .find((x) => x.startsWith(`${label}: `));
  if (l === undefined) throw new Error(`no line "${label}" in the output of cmd/${dir}`);
  return l.slice(label.length + 2);
}

const CONFLICT =
  'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again';
const SA = 'system:serviceaccount:my-op-system:my-op-controller-manager';

describe.each(['namespaces', 'writes', 'rbac', 'fake', 'scheme', 'manager', 'nulls'])('cmd/%s', (dir) => {
  beforeAll(() => {
    run(dir);
  });
  it('prints its // Output: trailer exactly and exits 0', () => {
    const src = readFileSync(join(import.meta.dirname, 'testdata/guestbook/cmd', dir, 'main.go'), 'utf8');
    const r = run(dir);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(outputTrailer(src));
    expect(r.exitCode).toBe(0);
  });
});

describe('Cache and namespaces (manager client: cached reads, direct writes)', () => {
  it('Cached Get of a namespaced kind with empty namespace → 404 with the Kind', () => {
    expect(line('manager', 'cached get, empty namespace')).toBe('Guestbook.webapp.my.domain "gb" not found');
  });
  it('the trace shows the stale cached read: cache rv behind the server, with the Go call site', () => {
    const stale = run('manager')
      .env.trace.events()
      .find(
        (e) =>
          e.kind === 'cacheRead' && e.verb === 'get' && e.result.code === 404 && e.namespace === 'default',
      );
    expect(stale).toMatchObject({
      callSite: { file: 'cmd/manager/main.go', line: 53, function: 'main.main' },
    });
    expect(stale?.kind === 'cacheRead' && Number(stale.rvCache) < Number(stale.rvServer)).toBe(true);
  });
  it('Reads after writes may be stale (watch lag); writes and GetAPIReader go straight to the API server', () => {
    expect(line('manager', 'cached get right after create')).toBe(
      'Guestbook.webapp.my.domain "gb" not found',
    );
    expect(line('manager', 'direct get')).toBe('<nil> true');
    expect(line('manager', 'cached get later')).toBe('<nil> Guestbook');
  });
  it('Direct client with empty namespace: `an empty namespace may not be set when a resource name is provided`', () => {
    expect(line('manager', 'direct get, empty namespace')).toBe(
      'an empty namespace may not be set when a resource name is provided',
    );
  });
});

describe('Cache and namespaces (direct client)', () => {
  it('API-server NotFound uses the plural resource', () => {
    expect(line('namespaces', 'get missing')).toBe(
      'guestbooks.webapp.my.domain "nope" not found [code=404 reason="NotFound"]',
    );
  });
  it('Direct client with empty namespace: client-side plain errors for GET/PUT/DELETE; empty name', () => {
    expect(line('namespaces', 'update, empty namespace')).toBe(
      'an empty namespace may not be set when a resource name is provided [code=0 reason=""]',
    );
    expect(line('namespaces', 'delete, empty namespace')).toBe(
      'an empty namespace may not be set when a resource name is provided [code=0 reason=""]',
    );
    expect(line('namespaces', 'get, empty name')).toBe('resource name may not be empty [code=0 reason=""]');
  });
  it('PATCH is not pre-checked: a CRD on the cluster-wide URL is a plain-text 404', () => {
    expect(line('namespaces', 'patch, empty namespace')).toBe(
      'the server could not find the requested resource (patch guestbooks.webapp.my.domain gb) [code=404 reason="NotFound"]',
    );
  });
  it('creating in a namespace that does not exist', () => {
    expect(line('namespaces', 'create in missing namespace')).toBe(
      'namespaces "nope" not found [code=404 reason="NotFound"]',
    );
  });
  it('List without InNamespace → all namespaces; no implicit default namespace', () => {
    expect(line('namespaces', 'all')).toBe('2 team-a: 1 first: default/gb');
  });
  it('Cluster-scoped: server clears metadata.namespace; Get ignores it; direct List ignores it; DeleteAllOf with InNamespace deletes everything', () => {
    expect(line('namespaces', 'create node with namespace')).toBe('<nil> [code=0 reason=""]');
    expect(line('namespaces', 'stored namespace')).toBe('""');
    expect(line('namespaces', 'get node with namespace')).toBe('<nil> [code=0 reason=""]');
    expect(line('namespaces', 'nodes')).toBe('2');
    expect(line('namespaces', 'nodes left')).toBe('0');
  });
  it('no implicit default namespace except the opt-in NewNamespacedClient (and its mismatch errors)', () => {
    expect(line('namespaces', 'got')).toBe('team-a/gb');
    expect(line('namespaces', 'namespaced get, other namespace')).toBe(
      'namespace default provided for the object gb does not match the namespace team-a on the client [code=0 reason=""]',
    );
    expect(line('namespaces', 'namespaced list')).toBe('<nil> [code=0 reason=""]');
    expect(line('namespaces', 'namespaced list of nodes')).toBe('<nil> [code=0 reason=""]');
  });
  it('label selectors (MatchingLabels, HasLabels) and Limit/Continue paging', () => {
    expect(line('namespaces', 'app=a')).toBe('2 cm-0 cm-2');
    expect(line('namespaces', 'has app')).toBe('3');
    expect(line('namespaces', 'page')).toBe('2 more: true remaining: 1');
    expect(line('namespaces', 'page 2')).toBe('1 cm-2 more: false');
  });
});

describe('Writes, RV and conflicts', () => {
  it('One resourceVersion per object, bumped by every persisted write; no bump for no-op writes', () => {
    expect(line('writes', 'no-op keeps rv')).toBe('true');
    expect(line('writes', 'after update')).toMatch(/rv-changed=true$/);
  });
  it('RV mismatch on Update or Status().Update → 409 Conflict, details.kind = plural', () => {
    const want = `${CONFLICT} [code=409 reason="Conflict" details.kind="guestbooks"]`;
    expect(line('writes', 'stale update')).toBe(want);
    expect(line('writes', 'stale status update')).toBe(want);
  });
  it('client.DryRunAll reaches the server on Delete (nothing deleted); a stale precondition is rest.BeforeDelete’s 409', () => {
    expect(line('writes', 'delete dry-run')).toBe('<nil>');
    expect(line('writes', 'get after dry-run delete')).toBe('<nil>');
    expect(line('writes', 'delete with stale precondition')).toBe(
      'Operation cannot be fulfilled on Guestbook.webapp.my.domain "gb": the ResourceVersion in the precondition (10) does not match the ResourceVersion in record (20). The object might have been modified [code=409 reason="Conflict" details.kind="Guestbook"]',
    );
  });
  it('A nil required Spec pointer (no omitempty) is sent as "spec": null; the null is dropped, then spec: Required value', () => {
    // apiextensions-apiserver drops nulls in fields that are not nullable and have no default
    // (PruneNonNullableNullsWithoutDefaults) before validation; the error is field.Required's
    expect(line('nulls', 'nil spec is sent as null')).toBe('true');
    expect(line('nulls', 'create with nil spec')).toBe(
      'Gizmo.webapp.my.domain "g" is invalid: spec: Required value [code=422 reason="Invalid"]',
    );
    const out = run('nulls').stdout;
    expect(out).toContain(
      '  details: kind="Gizmo" name="g"\n  cause: type="FieldValueRequired" field="spec" message="Required value"\n',
    );
    expect(line('nulls', 'is invalid')).toBe('true');
    expect(line('nulls', 'create with empty spec')).toBe('<nil>');
  });
  it('Empty RV on Update of a CR → 422; built-ins allow unconditional update', () => {
    expect(line('writes', 'update CR without rv')).toBe(
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update [code=422 reason="Invalid" details.kind="guestbooks"]',
    );
    expect(line('writes', 'update configmap without rv')).toBe('<nil>');
  });
  it('Create with RV set → 500; duplicate → 409 AlreadyExists', () => {
    expect(line('writes', 'create with rv')).toBe(
      'resourceVersion should not be set on objects to be created [code=500 reason="" details.kind=""]',
    );
    expect(line('writes', 'create twice')).toBe(
      'guestbooks.webapp.my.domain "gb" already exists [code=409 reason="AlreadyExists" details.kind="guestbooks"]',
    );
  });
  it('After every successful write the client replaces obj with the server response (TypeMeta empty)', () => {
    expect(line('writes', 'after create')).toBe('rv=10 generation=1 kind="" uid-set=true created-set=true');
    // local status edit lost after Update; local spec edit lost after Status().Update
    expect(line('writes', 'after update')).toMatch(/^size=2 ready=0 /);
    expect(line('writes', 'after status update')).toBe('size=2 ready=2 generation=2');
  });
  it('Status subresource on: Update ignores .status, /status ignores spec; generation bumps only on spec', () => {
    expect(line('writes', 'after update')).toBe('size=2 ready=0 generation=2 rv-changed=true');
    expect(line('writes', 'after status update')).toBe('size=2 ready=2 generation=2');
  });
  it('Status subresource off: Update writes status and bumps generation (Status().Update → 404: envtest-errors.test.ts)', () => {
    expect(line('writes', 'widget')).toBe('ready=4 generation=2');
  });
  it('Status validated against the schema: Kind-qualified 422', () => {
    expect(line('writes', 'invalid status')).toBe(
      'Guestbook.webapp.my.domain "gb" is invalid: status.ready: Invalid value: -1: status.ready in body should be greater than or equal to 0 [code=422 reason="Invalid" details.kind="Guestbook"]',
    );
  });
  it('MergeFrom never 409s on RV; MergeFromWithOptimisticLock does; SSA needs a field owner and conflicts with 409', () => {
    expect(line('writes', 'merge patch from stale')).toBe('<nil>');
    expect(line('writes', 'patched')).toBe('size=2 labels=map[team:a]');
    expect(line('writes', 'merge patch with optimistic lock')).toBe(
      `${CONFLICT} [code=409 reason="Conflict" details.kind="guestbooks"]`,
    );
    expect(line('writes', 'apply without owner')).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch [code=422 reason="Invalid" details.kind="PatchOptions"]',
    );
    expect(line('writes', 'apply as bob')).toBe(
      'Apply failed with 1 conflict: conflict with "alice": .spec.size [code=409 reason="Conflict" details.kind=""]',
    );
    expect(line('writes', 'apply as bob, forced')).toBe('<nil>');
  });
  it('retry.RetryOnConflict: DefaultRetry is 5 steps, retries only on IsConflict, returns the last conflict', () => {
    expect(line('writes', 'retry without re-get (5 attempts)')).toBe(
      `${CONFLICT} [code=409 reason="Conflict" details.kind="guestbooks"]`,
    );
    expect(line('writes', 'retry with re-get (2 attempts)')).toBe('<nil>');
    expect(line('writes', 'retry on not found (1 attempts)')).toMatch(
      /^guestbooks.webapp.my.domain "missing" not found/,
    );
  });
});

describe('RBAC', () => {
  it('403 messages exactly: cluster scope vs namespace, name only when the request has one, <plural>/status', () => {
    const f = (verb: string, res: string, where: string) =>
      `cannot ${verb} resource "${res}" in API group "webapp.my.domain" ${where} [forbidden=true]`;
    expect(line('rbac', 'get in default')).toBe('<nil> [forbidden=false]');
    expect(line('rbac', 'get in team-a')).toBe(
      `guestbooks.webapp.my.domain "gb" is forbidden: User "${SA}" ${f('get', 'guestbooks', 'in the namespace "team-a"')}`,
    );
    expect(line('rbac', 'list cluster-wide')).toBe(
      `guestbooks.webapp.my.domain is forbidden: User "${SA}" ${f('list', 'guestbooks', 'at the cluster scope')}`,
    );
    expect(line('rbac', 'create')).toBe(
      `guestbooks.webapp.my.domain is forbidden: User "${SA}" ${f('create', 'guestbooks', 'in the namespace "default"')}`,
    );
    expect(line('rbac', 'status update')).toBe(
      `guestbooks.webapp.my.domain "gb" is forbidden: User "${SA}" ${f('update', 'guestbooks/status', 'in the namespace "default"')}`,
    );
  });
  it('Write without permission → immediate 403 (impersonated service account, envtest user)', () => {
    expect(line('rbac', 'update')).toMatch(
      /^guestbooks.webapp.my.domain "gb" is forbidden: .* \[forbidden=true\]$/,
    );
    expect(line('rbac', 'delete')).toMatch(/cannot delete resource "guestbooks"/);
    expect(line('rbac', 'alice lists nodes')).toBe(
      'nodes is forbidden: User "alice" cannot list resource "nodes" in API group "" at the cluster scope [forbidden=true]',
    );
  });
});

describe('Fake-client mode', () => {
  it('Conflict text `…: object was modified`; initial RV 999, created RV 1, +1 per write; no generation', () => {
    expect(line('fake', 'get')).toBe('<nil> rv: 999 generation: 0');
    expect(line('fake', 'update')).toBe('<nil> rv: 1000 generation: 0');
    expect(line('fake', 'stale update')).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": object was modified true',
    );
    expect(line('fake', 'create')).toBe('<nil> rv: 1');
    expect(line('fake', 'create with rv')).toBe('resourceVersion can not be set for Create requests');
  });
  it('CRDs need WithStatusSubresource, or Status().Update → 404 (and Update writes status)', () => {
    expect(line('fake', 'update with status')).toBe('<nil> ready: 1');
    expect(line('fake', 'status update')).toBe('guestbooks.webapp.my.domain "gb" not found true');
    expect(line('fake', 'status update with subresource')).toBe('<nil> ready: 4');
    expect(line('fake', 'update with subresource')).toBe('<nil> ready: 4');
  });
  it('Create stores .status even with the subresource (v0.24.1 versionedTracker.Create); Get without a namespace is NotFound, no preflight', () => {
    expect(line('fake', 'create with status')).toBe('<nil> ready: 7');
    expect(line('fake', 'stored status after create')).toBe('7');
    expect(line('fake', 'get without namespace')).toBe('guestbooks.webapp.my.domain "gb" not found true');
  });
  it('each fake-client call is traced on the client path fake, with its Go call site, and asks no server', () => {
    const fake = run('fake')
      .env.trace.events()
      .filter((e): e is ApiCallEvent => e.kind === 'api' && e.clientPath === 'fake');
    const statusWrite = fake.find(
      (e) => e.kind === 'api' && e.subresource === 'status' && e.result.code === 404,
    );
    expect(statusWrite).toMatchObject({
      verb: 'update',
      resource: 'guestbooks',
      name: 'gb',
      authorization: { decision: 'allow', reason: 'fake client: no RBAC' },
      result: { code: 404, message: 'guestbooks.webapp.my.domain "gb" not found' },
    });
    expect(statusWrite?.callSite?.file).toMatch(/cmd\/fake\/main\.go$/);
    // Update on a type without the subresource: the fake stored the status a server would ignore.
    expect(
      fake.some((e) => e.kind === 'api' && e.verb === 'update' && e.subresource === '' && e.statusChanged),
    ).toBe(true);
  });
});

describe('Schemes and TypeMeta', () => {
  it("an unregistered type: the real notRegisteredErr text with the scheme's creating file:line", () => {
    expect(line('scheme', 'unregistered')).toBe(
      'no kind is registered for the type v1.Guestbook in scheme "pkg/mod/k8s.io/client-go@v0.36.0/kubernetes/scheme/register.go:82"',
    );
  });
  it("GVKs, scope and RESTMappings come from the scheme and the server's discovery", () => {
    expect(line('scheme', 'gvk of list')).toBe('webapp.my.domain/v1, Kind=GuestbookList <nil>');
    expect(line('scheme', 'node namespaced')).toBe('false <nil>');
    expect(line('scheme', 'no mapping')).toBe('no matches for kind "Nope" in version "webapp.my.domain/v1"');
  });
  it('TypeMeta: cleared by Create and direct Get (WithoutVersionDecoder), restored by Update', () => {
    expect(line('scheme', 'create')).toBe('<nil> kind=""');
    expect(line('scheme', 'update')).toBe('<nil> kind="Guestbook" size=3');
    expect(line('scheme', 'get')).toBe('<nil> kind="" apiVersion=""');
  });
});
