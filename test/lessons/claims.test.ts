// The lesson claims that no single catalogued message proves, run as controller-runtime v0.24 Go on
// the simulated cluster (testdata/claims/main.go, on the guestbook project of the conformance
// tests). Each test names the lesson section whose claim the printed line proves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProject, type ProjectRun, runProjectFiles } from '../kube/conformance-go/helpers.ts';
import { outputTrailer } from '../kube/gopkg/helpers.ts';

const src = readFileSync(join(import.meta.dirname, 'testdata/claims/main.go'), 'utf8');
let run: ProjectRun;

beforeAll(() => {
  const files = [...loadProject('guestbook'), { name: 'cmd/claims/main.go', src }];
  run = runProjectFiles(files, { dir: 'cmd/claims' });
}, 120_000);

/** The output line starting with `label: `, without the label. */
function line(label: string): string {
  const l = run.stdout.split('\n').find((x) => x.startsWith(`${label}: `));
  if (l === undefined) throw new Error(`no line "${label}" in the output`);
  return l.slice(label.length + 2);
}

const CONFLICT =
  'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again';

describe('lesson claims on the simulated cluster', () => {
  it('prints its // Output: trailer exactly and exits 0', () => {
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(outputTrailer(src));
    expect(run.exitCode).toBe(0);
  });

  it('status#conflicts: Update then Status().Update of the same object does not conflict, and the status edit is lost', () => {
    expect(line('update spec+status')).toMatch(/^<nil> /);
    expect(line('then status update')).toMatch(/^<nil> /);
    expect(run.stdout).toContain('stored: size=2 ready=0\n');
  });

  it('scope#empty-namespace: Patch, Status().Patch and Apply without a namespace are sent and answered 404, which IgnoreNotFound swallows', () => {
    const notFound =
      'the server could not find the requested resource (patch guestbooks.webapp.my.domain gb) [code=404 notfound=true ignored=<nil>]';
    expect(line('patch without namespace')).toBe(notFound);
    expect(line('status patch without namespace')).toBe(notFound);
    expect(line('apply without namespace')).toBe(notFound);
    expect(line('configmap patch without namespace')).toBe(
      'the server could not find the requested resource [code=404 notfound=true ignored=<nil>]',
    );
    // …and nothing was written.
    expect(run.stdout).toContain('stored: size=2 ready=0 labels=map[]\n');
  });

  it('scope#empty-namespace: Update and Delete without a namespace are refused before sending', () => {
    const preflight = 'an empty namespace may not be set when a resource name is provided';
    expect(line('update without namespace')).toMatch(new RegExp(`^${preflight} \\[code=0 notfound=false`));
    expect(line('delete without namespace')).toMatch(new RegExp(`^${preflight} \\[code=0 notfound=false`));
    // No request reached the server for them; the three patches did, answered 404.
    const events = run.env.trace.events().filter((e) => e.namespace === '' && e.name === 'gb');
    const sent = events.flatMap((e) => (e.kind === 'api' ? [`${e.verb} ${e.result.code}`] : []));
    const refused = events.flatMap((e) => (e.kind === 'clientError' ? [e.verb] : []));
    expect(sent).toEqual(['patch 404', 'patch 404', 'patch 404']);
    expect(refused).toEqual(['update', 'delete']);
  });

  it('status#merge-patches: MergeFrom sends the resourceVersion when the object and its original differ', () => {
    expect(line('merge patch, same version')).toMatch(/^<nil> /);
    expect(line('merge patch, object older than its original')).toMatch(
      new RegExp(`^${CONFLICT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\[code=409`),
    );
  });

  it('status#observed-generation and client cheat sheet: Delete leaves the object alone; the server sets deletionTimestamp and bumps generation', () => {
    expect(run.stdout).toContain('after delete, local object: deletionTimestamp set=false generation=1\n');
    expect(run.stdout).toContain('stored: deletionTimestamp set=true generation 1 -> 2\n');
  });

  it('scope#empty-namespace: a cached Get with an empty namespace under DefaultNamespaces is the unknown-namespace error, not NotFound', () => {
    expect(line('cached get, empty namespace')).toBe(
      'unable to get: /gb because of unknown namespace for the cache [code=0 notfound=false ignored=unable to get: /gb because of unknown namespace for the cache]',
    );
  });

  it('permissions#lazy-informers-hang: ReaderFailOnMissingInformer fails Get and List of an uncached kind at once', () => {
    expect(line('strict cache get of a Secret')).toMatch(/^\/v1, Kind=Secret is not cached \[/);
    expect(line('strict cache list of Deployments')).toMatch(/^apps\/v1, Kind=Deployment is not cached \[/);
  });
});
