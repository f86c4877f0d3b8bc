// kubectl get's --show-kind and --show-managed-fields (k8s.io/kubectl pkg/cmd/get/get.go), and the
// output formats real kubectl get prints that this terminal does not: said so, not refused with the
// printer error real kubectl gives only for a format it does not know.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CM = `apiVersion: v1
kind: ConfigMap
metadata:
  name: c1
data:
  a: b
`;

it('--show-kind names the kind in one type’s table; --show-managed-fields keeps managedFields', async () => {
  const s = await ShellSession.create({ files: { '/home/user/cm.yaml': CM } });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  await run('kubectl apply -f cm.yaml');
  expect((await run('kubectl get cm c1 --show-kind')).out).toBe(
    'NAME           DATA   AGE\nconfigmap/c1   1      0s\n',
  );
  expect((await run("kubectl get cm c1 -o jsonpath='{.metadata.managedFields}'")).out).toBe('');
  expect(
    (await run("kubectl get cm c1 -o jsonpath='{.metadata.managedFields[0].manager}' --show-managed-fields"))
      .out,
  ).toBe('kubectl-client-side-apply');
  expect(await run("kubectl get cm c1 -o go-template='{{.metadata.name}}'")).toEqual({
    out: '',
    err: 'oplab: -o go-template is a real kubectl output format that this terminal does not print.\n',
    code: 1,
  });
  expect((await run('kubectl get cm c1 -o bogus')).err).toBe(
    'error: unable to match a printer suitable for the output format "bogus", allowed formats are: custom-columns,custom-columns-file,go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,wide,yaml\n',
  );
});
