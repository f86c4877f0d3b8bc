// A namespace held in Terminating by an object's finalizer, as kubectl describe shows it: the namespace
// deleter's conditions (kubernetes pkg/controller/namespace/deletion/status_condition_utils.go) under
// Status (k8s.io/kubectl pkg/describe/describe.go describeNamespace).
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const NS = `apiVersion: v1
kind: Namespace
metadata:
  name: t1
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: held
  namespace: t1
  finalizers: [example.com/hold]
`;

it('describe ns lists the conditions that say what is left and which finalizers hold it', async () => {
  const s = await ShellSession.create({ files: { '/home/user/ns.yaml': NS } });
  const run = async (line: string) => (await s.run(line)).stdout;
  await run('kubectl apply -f ns.yaml');
  await run('kubectl delete ns t1 --wait=false');
  const out = await run('kubectl describe ns t1');
  const t = 'Mon, 05 Jan 2026 09:00:00 +0000';
  expect(out).toBe(
    [
      'Name:         t1',
      'Labels:       kubernetes.io/metadata.name=t1',
      'Annotations:  <none>',
      'Status:       Terminating',
      'Conditions:',
      '  Type                                         Status  LastTransitionTime               Reason               Message',
      '  ----                                         ------  ------------------               ------               -------',
      `  NamespaceDeletionDiscoveryFailure            False   ${t}  ResourcesDiscovered  All resources successfully discovered`,
      `  NamespaceDeletionGroupVersionParsingFailure  False   ${t}  ParsedGroupVersions  All legacy kube types successfully parsed`,
      `  NamespaceDeletionContentFailure              False   ${t}  ContentDeleted       All content successfully deleted, may be waiting on finalization`,
      `  NamespaceContentRemaining                    True    ${t}  SomeResourcesRemain  Some resources are remaining: configmaps. has 1 resource instances`,
      `  NamespaceFinalizersRemaining                 True    ${t}  SomeFinalizerRemain  Some finalizers are remaining: example.com/hold in 1 resource instances`,
      '',
      'No resource quota.',
      '',
      'No LimitRange resource.',
      '',
    ].join('\n'),
  );
  await run(`kubectl patch cm held -n t1 --type=json -p '[{"op":"remove","path":"/metadata/finalizers"}]'`);
  expect((await s.run('kubectl get ns t1')).stderr).toBe(
    'Error from server (NotFound): namespaces "t1" not found\n',
  );
});
