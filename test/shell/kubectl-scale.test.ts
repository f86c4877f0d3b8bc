// `kubectl scale` and `kubectl get --subresource=scale` in the terminal, as kubectl 1.34 prints them
// against kube-apiserver's /scale subresource (outputs checked with the real kubectl against
// `oplab cluster serve`): the merge patch without a precondition, the GET-check-PUT with one, and
// kubectl's own messages for missing or bad flags and objects it cannot read.
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const MANIFESTS =
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n    spec:\n      containers:\n      - name: nginx\n        image: nginx:1.27\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n';

async function cluster() {
  const s = await ShellSession.create({ cwd: '/home/user', files: { '/home/user/app.yaml': MANIFESTS } });
  expect((await s.run('kubectl apply -f app.yaml')).exitCode).toBe(0);
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout + r.stderr, code: r.exitCode };
  };
  return run;
}

describe('kubectl scale', () => {
  it('scales a Deployment through /scale; the precondition is checked against the Scale', async () => {
    const run = await cluster();
    expect(await run('kubectl scale deploy web --replicas=3')).toEqual({
      out: 'deployment.apps/web scaled\n',
      code: 0,
    });
    expect((await run('kubectl get deploy web -o jsonpath={.spec.replicas}')).out).toBe('3');
    expect(await run('kubectl scale deploy web --current-replicas=2 --replicas=5')).toEqual({
      out: 'error: Expected replicas to be 2, was 3\n',
      code: 1,
    });
    expect(await run('kubectl scale deploy/web --current-replicas=3 --replicas=5')).toEqual({
      out: 'deployment.apps/web scaled\n',
      code: 0,
    });
    expect((await run('kubectl scale deploy web --resource-version=1 --replicas=3')).out).toMatch(
      /^error: Expected resource version to be 1, was \d+\n$/,
    );
    expect(await run('kubectl scale deploy web --replicas=1 --dry-run=client')).toEqual({
      out: 'deployment.apps/web scaled (dry run)\n',
      code: 0,
    });
    expect(await run('kubectl scale deploy web --replicas=4 --dry-run=server')).toEqual({
      out: 'deployment.apps/web scaled (server dry run)\n',
      code: 0,
    });
    expect((await run('kubectl get deploy web -o jsonpath={.spec.replicas}')).out).toBe('5');
    expect((await run('kubectl get deploy web --subresource=scale')).out).toMatch(
      /^NAME +DESIRED +AVAILABLE\nweb +5 +0\n$/,
    );
  });

  it('kubectl’s own errors: the required flag, a negative count, a kind without /scale, a missing object', async () => {
    const run = await cluster();
    expect(await run('kubectl scale deploy web')).toEqual({
      out: 'error: required flag(s) "replicas" not set\n',
      code: 1,
    });
    expect((await run('kubectl scale deploy web --replicas=-1')).out).toBe(
      'error: The --replicas=COUNT flag is required, and COUNT must be greater than or equal to 0\n',
    );
    expect(await run('kubectl scale configmap c --replicas=2')).toEqual({
      out: 'Error from server (NotFound): the server could not find the requested resource\n',
      code: 1,
    });
    expect(await run('kubectl scale pod nope --replicas=2')).toEqual({
      out: 'error: no objects passed to scale pods "nope" not found\n',
      code: 1,
    });
  });
});
