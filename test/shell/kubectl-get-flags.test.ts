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
  // -o jsonpath-file: the file's text is the template, its newline included (JSONPathPrintFlags)
  await run("printf '{.data.a}\\n' > a.tmpl");
  expect(await run('kubectl get cm c1 -o jsonpath-file=a.tmpl')).toEqual({ out: 'b\n', err: '', code: 0 });
  expect(await run('kubectl get cm c1 -o jsonpath-file=nope.tmpl')).toEqual({
    out: '',
    err: 'error: error reading --template nope.tmpl, open nope.tmpl: no such file or directory\n',
    code: 1,
  });
  await run("printf '{.data.a' > bad.tmpl");
  expect((await run('kubectl get cm c1 -o jsonpath-file=bad.tmpl')).err).toBe(
    'error: error parsing jsonpath {.data.a, unclosed action\n',
  );
  expect((await run('kubectl get cm c1 -o bogus')).err).toBe(
    'error: unable to match a printer suitable for the output format "bogus", allowed formats are: custom-columns,custom-columns-file,go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,wide,yaml\n',
  );
});

const FOO_CRD =
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: foos.example.com\nspec:\n  group: example.com\n  names:\n    kind: Foo\n    plural: foos\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    additionalPrinterColumns:\n    - name: Size\n      type: integer\n      jsonPath: .spec.size\n    schema:\n      openAPIV3Schema:\n        type: object\n        x-kubernetes-preserve-unknown-fields: true\n';
const FOOS =
  'apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: a2\nspec:\n  size: 10\n  mem: 1Gi\n  flag: true\n---\napiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: b3\nspec:\n  size: 2\n  mem: 512Mi\n  flag: false\n---\napiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: c1\nspec:\n  mem: 2Gi\n';

it('--sort-by: the rows by a field (integers, quantities, missing first), and its errors', async () => {
  // [K8S] kubectl v0.34 pkg/cmd/get/sorter.go: TableSorter for the tables, SortObjects under -o
  const s = await ShellSession.create({
    files: { '/home/user/crd.yaml': FOO_CRD, '/home/user/foos.yaml': FOOS },
  });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  await run('kubectl apply -f crd.yaml');
  await run('kubectl apply -f foos.yaml');
  expect((await run('kubectl get foos --sort-by=.spec.size')).out).toBe(
    'NAME   SIZE\nc1     \nb3     2\na2     10\n',
  );
  // strings that both parse as quantities compare as quantities
  expect((await run('kubectl get foos --sort-by=spec.mem -o name')).out).toBe(
    'foo.example.com/b3\nfoo.example.com/a2\nfoo.example.com/c1\n',
  );
  expect(
    (await run("kubectl get foos --sort-by=.spec.size -o jsonpath='{.items[*].metadata.name}'")).out,
  ).toBe('c1 b3 a2');
  expect(await run('kubectl get foos --sort-by=.spec.nope')).toEqual({
    out: '',
    err: 'error: couldn\'t find any field with path "{.spec.nope}" in the list of objects\n',
    code: 1,
  });
  // a table of one row is sorted too; one object under -o is not
  expect((await run('kubectl get foo a2 --sort-by=.spec.nope')).code).toBe(1);
  expect((await run('kubectl get foo a2 --sort-by=.spec.nope -o name')).out).toBe('foo.example.com/a2\n');
  expect((await run("kubectl get foos --sort-by='{.spec'")).err).toBe(
    'error: sorting error: unclosed action\n',
  );
  expect((await run("kubectl get foos --sort-by='{.spec' -o name")).err).toBe(
    "error: unexpected path string, expected a 'name1.name2' or '.name1.name2' or '{name1.name2}' or '{.name1.name2}'\n",
  );
  // booleans are unsortable: klog.Exitf
  const b = await run('kubectl get foos --sort-by=.spec.flag');
  expect(b.code).toBe(1);
  expect(b.err).toMatch(
    /^F\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ sorter\.go:375\] Field \{\.spec\.flag\} in \[\]\[\]\[\]reflect\.Value is an unsortable type: interface, err: unsortable type: bool\n$/,
  );
});
