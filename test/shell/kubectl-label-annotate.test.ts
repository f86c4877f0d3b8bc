// kubectl label and annotate (kubectl v0.34 pkg/cmd/label/label.go, pkg/cmd/annotate/annotate.go; the
// same in 1.32, whose output test/cluster/terminal-parity.test.ts compares): the overwrite refusals,
// labeled / not labeled / unlabeled from the object's JSON before and after, `label "x" not found.`,
// the pair syntax errors, the merge patch under the field managers kubectl-label / kubectl-annotate,
// dry runs, --list, the builder's NotFound after the objects it could label.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CM =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s1\n  labels: {app: web}\ndata:\n  a: "1"\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s2\n';

it('kubectl label: refusals, the three messages, removals, dry runs, --list, errors', async () => {
  const s = await ShellSession.create({ files: { '/home/user/cm.yaml': CM } });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  const failed = (err: string) => ({ out: '', err, code: 1 });
  expect((await run('kubectl apply -f cm.yaml')).code).toBe(0);
  expect(await run('kubectl label cm s1 app=api')).toEqual(
    failed("error: 'app' already has a value (web), and --overwrite is false\n"),
  );
  expect(await run('kubectl label cm s1 app=api --overwrite')).toEqual({
    out: 'configmap/s1 labeled\n',
    err: '',
    code: 0,
  });
  expect((await run('kubectl label cm s1 app=api')).out).toBe('configmap/s1 not labeled\n');
  expect((await run('kubectl label cm s1 tier=front x-')).out).toBe(
    'label "x" not found.\nconfigmap/s1 labeled\n',
  );
  expect((await run('kubectl label cm s1 tier-')).out).toBe('configmap/s1 unlabeled\n');
  // with --overwrite a removal is "labeled" (updateDataChangeMsg)
  expect((await run('kubectl label cm s2 z=1')).out).toBe('configmap/s2 labeled\n');
  expect((await run('kubectl label cm s2 z- --overwrite')).out).toBe('configmap/s2 labeled\n');
  expect(
    (await run("kubectl get cm s1 --show-managed-fields -o jsonpath='{.metadata.managedFields[*].manager}'"))
      .out,
  ).toBe('kubectl-client-side-apply kubectl-label');
  expect(await run('kubectl label cm s1 tier=a=b')).toEqual(failed('error: invalid label spec: tier=a=b\n'));
  expect((await run("kubectl label cm s1 'tier=a b'")).err).toMatch(
    /^error: invalid label value: "tier=a b": a valid label must be an empty string or consist of alphanumeric characters/,
  );
  expect(await run('kubectl label cm s1 tier=x s2')).toEqual(
    failed('error: all resources must be specified before label changes: s2\n'),
  );
  expect(await run('kubectl label cm s1')).toEqual(failed('error: at least one label update is required\n'));
  expect(await run('kubectl label zone=a')).toEqual(
    failed('error: one or more resources must be specified as <resource> <name> or <resource>/<name>\n'),
  );
  expect(await run('kubectl label cm s1 nope tier=x')).toEqual({
    out: 'configmap/s1 labeled\n',
    err: 'Error from server (NotFound): configmaps "nope" not found\n',
    code: 1,
  });
  expect((await run('kubectl label cm s1 --list')).out).toBe('app=api\ntier=x\n');
  expect((await run('kubectl label cm s1 s2 --list')).out).toBe(
    'Listing labels for ConfigMap./s1:\n app=api\n tier=x\nListing labels for ConfigMap./s2:\n',
  );
  expect((await run('kubectl label cm s2 zone=a --dry-run=server')).out).toBe(
    'configmap/s2 labeled (server dry run)\n',
  );
  expect((await run('kubectl label cm s2 zone=a --dry-run=client')).out).toBe(
    'configmap/s2 labeled (dry run)\n',
  );
  expect((await run('kubectl get cm s2 --show-labels --no-headers')).out).toMatch(/^s2 +0 +\S+ +<none>\n$/);
  expect((await run('kubectl label cm -l app=api zone=b')).out).toBe('configmap/s1 labeled\n');
  // --local: the file's objects, the server not asked
  expect(await run('kubectl label -f cm.yaml tier=x --local -o name')).toEqual({
    out: 'configmap/s1\nconfigmap/s2\n',
    err: '',
    code: 0,
  });
  expect((await run('kubectl label -f cm.yaml app=x --local')).err).toBe(
    "error: 'app' already has a value (web), and --overwrite is false\n",
  );
  expect((await run('kubectl label cm s1 a=b --local')).err).toBe(
    'error: can only use local files by -f pod.yaml or --filename=pod.json when --local=true is set\n',
  );
  expect((await run('kubectl annotate a=b --local')).err).toBe(
    'error: one or more files must be specified as -f rsrc.yaml or --filename=rsrc.json\n',
  );
  expect((await run('kubectl label -f cm.yaml a=b --local --dry-run=server')).err).toBe(
    'error: cannot specify --local and --dry-run=server - did you mean --dry-run=client?\n',
  );
  expect((await run('kubectl get cm s2 --show-labels --no-headers')).out).not.toContain('tier=x');
  expect((await run("kubectl label cm s2 'bad key=a'")).err).toMatch(
    /^The ConfigMap "s2" is invalid: metadata.labels: Invalid value: "bad key": name part must consist of/,
  );
});

it('kubectl annotate: the overwrite refusal, values with =, removal, the server object printed', async () => {
  const s = await ShellSession.create({ files: { '/home/user/cm.yaml': CM } });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  expect((await run('kubectl apply -f cm.yaml')).code).toBe(0);
  expect((await run('kubectl annotate cm s2 a=b')).out).toBe('configmap/s2 annotated\n');
  expect(await run('kubectl annotate cm s2 a=c b=d')).toEqual({
    out: '',
    err: "error: --overwrite is false but found the following declared annotation(s): 'a' already has a value (b)\n",
    code: 1,
  });
  expect((await run('kubectl annotate cm s2 a=c=d --overwrite')).out).toBe('configmap/s2 annotated\n');
  // the keys in order here (Go ranges over the map at random)
  expect((await run('kubectl annotate cm s2 --list')).out).toMatch(
    /^a=c=d\nkubectl\.kubernetes\.io\/last-applied-configuration=\{/,
  );
  expect((await run('kubectl annotate cm s2 a- a=b')).err).toBe(
    'error: can not both modify and remove the following annotation(s) in the same command: a\n',
  );
  expect((await run('kubectl annotate cm s2')).err).toBe(
    'error: at least one annotation update is required\n',
  );
  const yaml = (await run('kubectl annotate cm s2 a- -o yaml')).out;
  expect(yaml).toMatch(/^apiVersion: v1\nkind: ConfigMap\nmetadata:\n {2}annotations:\n/);
  expect(yaml).toContain('  annotations:\n    kubectl.kubernetes.io/last-applied-configuration: ');
  expect(yaml).not.toMatch(/\n {4}a: /);
  expect(yaml).not.toContain('managedFields');
});
