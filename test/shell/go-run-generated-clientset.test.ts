// `go run` in the terminal of a client-go program whose clientset is code-generator's shape (the
// project of test/kube/run/generated-clientset.test.ts): after `kubectl apply` of its CRD, its
// gentype client's requests go through the REST client to the terminal's cluster, and what it left
// behind is what kubectl then reads.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { loadProject } from '../kube/run/helpers.ts';

const dir = join(import.meta.dirname, '..', 'kube', 'run', 'projects', 'widgets');

describe('go run of a generated-style clientset', () => {
  it("creates and updates the program's own kind on the terminal's cluster", async () => {
    const files: Record<string, string> = {};
    for (const f of loadProject(dir)) files[`/home/user/widgets/${f.name}`] = f.src;
    const { readFileSync } = await import('node:fs');
    files['/home/user/widgets/crd.yaml'] = readFileSync(join(dir, 'artifacts', 'crd.yaml'), 'utf8');
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/widgets',
      goToolchain: srcGoToolchain,
      files,
    });
    expect((await s.run('go mod tidy')).exitCode).toBe(0);
    expect((await s.run('kubectl apply -f crd.yaml')).stdout).toBe(
      'customresourcedefinition.apiextensions.k8s.io/widgets.toys.example.com created\n',
    );
    const r = await s.run('go run .');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('apply: bolt black <nil>\n');
    expect(r.stdout).toContain('lister get: blue 2 <nil>\n');
    expect(r.stdout).toContain('rest get: *v1.Widget blue "" <nil>\n');
    const got = await s.run('kubectl get widgets');
    expect(got.stdout).toMatch(/^NAME +AGE\ngear +\S+\n$/);
  }, 300_000);
});
