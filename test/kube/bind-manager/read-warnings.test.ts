// The API server's warnings on a read are logged as on a write: client.New sets a warning handler
// on the config, and the REST client hands it every response's Warning headers, reads included
// ([CR] pkg/client/client.go newClient, pkg/log/warning_handler.go; [CG] rest/request.go). Before,
// a direct Get or List (the API reader) dropped them. Per minor: v0.19 logs to
// log.Log.WithName("KubeAPIWarningLogger") once per message (Deduplicate: true), v0.20 the same
// logger every time, from v0.21 log.FromContext(ctx), every time.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { configMap, fields, mainWith } from './helpers.ts';

const ENDPOINTS_WARNING = 'v1 Endpoints is deprecated in v1.33+; use discovery.k8s.io/v1 EndpointSlice';

const main = mainWith({
  decls: `// +kubebuilder:rbac:groups="",resources=configmaps;endpoints,verbs=get;list;watch

type R struct {
	client.Client
	reader client.Reader
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "one" {
		return ctrl.Result{}, nil
	}
	var eps corev1.EndpointsList
	fmt.Println("list:", r.reader.List(ctx, &eps, client.InNamespace("default")))
	fmt.Println("list:", r.reader.List(ctx, &eps, client.InNamespace("default")))
	return ctrl.Result{}, nil
}`,
  setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient(), reader: mgr.GetAPIReader()})`,
});

function run(version: string | undefined) {
  const require = version === undefined ? '' : `\nrequire sigs.k8s.io/controller-runtime ${version}\n`;
  return runProject({
    files: [
      { name: 'go.mod', src: `module example.com/readwarn\n\ngo 1.26.0\n${require}` },
      { name: 'main.go', src: main },
    ],
    objects: [configMap('default', 'one')],
  });
}

describe("a direct read's warnings", () => {
  it('newest: logged through the reconcile context, each time', () => {
    const r = run(undefined);
    expect(r.stdout).toContain('list: <nil>\n');
    const lines = r.logs.filter((l) => l.msg === ENDPOINTS_WARNING);
    expect(lines.map((l) => [l.logger, fields(l).controller, fields(l).name])).toEqual([
      ['', 'configmap', 'one'],
      ['', 'configmap', 'one'],
    ]);
  });

  it('v0.20: KubeAPIWarningLogger, each time; v0.19: once', () => {
    const logged = (version: string) => {
      const r = run(version);
      return r.logs.filter((l) => l.msg === ENDPOINTS_WARNING).map((l) => [l.logger, fields(l).controller]);
    };
    const v20 = logged('v0.20.4');
    expect(v20.length).toBeGreaterThanOrEqual(1);
    expect(
      v20.every(([logger, controller]) => logger === 'KubeAPIWarningLogger' && controller === undefined),
    ).toBe(true);
    const v19 = logged('v0.19.7');
    expect(v19).toEqual([['KubeAPIWarningLogger', undefined]]);
  });
});
