// kubectl apply --server-side ([K8S] kubectl v0.34 pkg/cmd/apply/apply.go applyOneObject, Validate,
// GetApplyFieldManagerFlag): the object sent whole as an apply patch under the field manager `kubectl`
// (or --field-manager), force=--force-conflicts; `configmap/s1 serverside-applied`; a conflict is the
// server's message and kubectl's advice; --force-conflicts without --server-side and --dry-run=client
// with it are refused before the files are read.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CM = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s1\ndata:\n  a: "${v}"\n`;

it('apply --server-side: the manager, conflicts and --force-conflicts, dry runs', async () => {
  const s = await ShellSession.create({
    files: { '/home/user/one.yaml': CM('1'), '/home/user/two.yaml': CM('2') },
  });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  expect(await run('kubectl apply -f one.yaml --server-side')).toEqual({
    out: 'configmap/s1 serverside-applied\n',
    err: '',
    code: 0,
  });
  expect(
    (
      await run(
        "kubectl get cm s1 --show-managed-fields -o jsonpath='{.metadata.managedFields[*].manager}/{.metadata.managedFields[*].operation}'",
      )
    ).out,
  ).toBe('kubectl/Apply');
  expect(await run('kubectl apply -f two.yaml --server-side --field-manager=other')).toEqual({
    out: '',
    err: `error: Apply failed with 1 conflict: conflict with "kubectl": .data.a
Please review the fields above--they currently have other managers. Here
are the ways you can resolve this warning:
* If you intend to manage all of these fields, please re-run the apply
  command with the \`--force-conflicts\` flag.
* If you do not intend to manage all of the fields, please edit your
  manifest to remove references to the fields that should keep their
  current managers.
* You may co-own fields by updating your manifest to match the existing
  value; in this case, you'll become the manager if the other manager(s)
  stop managing the field (remove it from their configuration).
See https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts
`,
    code: 1,
  });
  expect(
    (await run('kubectl apply -f two.yaml --server-side --field-manager=other --force-conflicts')).out,
  ).toBe('configmap/s1 serverside-applied\n');
  expect((await run("kubectl get cm s1 -o jsonpath='{.data.a}'")).out).toBe('2');
  expect(await run('kubectl apply -f two.yaml --server-side --field-manager=other --dry-run=server')).toEqual(
    {
      out: 'configmap/s1 serverside-applied (server dry run)\n',
      err: '',
      code: 0,
    },
  );
  expect((await run('kubectl apply -f one.yaml --force-conflicts')).err).toBe(
    'error: --force-conflicts only works with --server-side\n',
  );
  expect((await run('kubectl apply -f missing.yaml --server-side --dry-run=client')).err).toBe(
    "error: --dry-run=client doesn't work with --server-side (did you mean --dry-run=server instead?)\n",
  );
});
