// A client-go program whose clientset, scheme and lister are written the way code-generator writes
// them (test/kube/run/projects/widgets: client-gen's typed client over
// gentype.NewClientWithListAndApply, rest.HTTPClientFor + RESTClientForConfigAndClient,
// setConfigDefaults' NegotiatedSerializer = CodecFactoryForGeneratedClient(...).WithoutConversion(),
// lister-gen's listers.New/NewNamespaced, an informer over the typed client's List/Watch). Before,
// it did not build (`undefined: gentype.NewClientWithListAndApply`, `undefined: rest.HTTPClientFor`,
// `config.NegotiatedSerializer undefined`). Its requests are the REST client's, as client-go's
// gentype/type.go builds them; results decode into the program's own Widget type through the
// scheme; a REST client without a NegotiatedSerializer is refused with client-go's message.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// the host binds the REST layer (the CLI and the terminal statically, the page before a program
// that names a REST client)
import '../../../src/kube/rest/bind-transport.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'widgets');

describe('a code-generator style clientset for a custom resource', () => {
  const r = runProject({
    files: loadProject(dir),
    objects: loadYaml(join(dir, 'artifacts', 'crd.yaml')),
    rbac: 'admin',
  });

  it('creates, reads, updates, patches, applies, lists, watches and deletes through gentype', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      'synced: true',
      'create: default/gear rv=true kind="" arg-rv="" err=<nil>',
      'again: true widgets.toys.example.com "gear" already exists',
      'get: gear 3 red <nil>',
      'get missing: true widgets.toys.example.com "nope" not found ""',
      'update: blue true <nil>',
      'status: 2 blue <nil>',
      'stale update: true',
      'patch: b <nil>',
      'apply: bolt black <nil>',
      'apply nil: object provided to Apply must not be nil',
      'list line=b: 1 gear true <nil>',
      'lister get: blue 2 <nil>',
      'lister list: 2',
      'lister missing: widget.toys.example.com "nope" not found',
      'delete: <nil>',
      'delete again: true widgets.toys.example.com "bolt" not found',
      'informer: added default/gear color=red',
      'informer: updated gear color=blue built=0',
      'informer: updated gear color=blue built=2',
      'informer: updated gear color=blue built=2',
      'informer: added default/bolt color=black',
      'informer: deleted bolt',
      'bare: NegotiatedSerializer is required when initializing a RESTClient',
      'no APIPath: the server could not find the requested resource',
      'rest get: *v1.Widget blue "" <nil>',
      'core rest list: *v1.NamespaceList <nil>',
      '',
    ]);
  });

  it('sends the requests client-go sends: status to /status, Apply as a server-side apply patch', () => {
    const calls = r.trace.flatMap((e) =>
      e.kind === 'api' && e.resource === 'widgets'
        ? [`${e.verb} ${e.subresource ?? ''} ${e.name ?? ''} ${e.result.code}`.replace(/ +/g, ' ')]
        : [],
    );
    expect(calls).toEqual([
      'list 200',
      'watch 200',
      'create gear 201',
      'create gear 409',
      'get gear 200',
      'get nope 404',
      'update gear 200',
      'update status gear 200',
      'update gear 409',
      'patch gear 200',
      'patch bolt 201',
      'list 200',
      'delete bolt 200',
      'delete bolt 404',
      // (the REST client without APIPath asked for /toys.example.com/v1/...: no resource)
      'get gear 200',
    ]);
    const namespaces = r.trace.filter((e) => e.kind === 'api' && e.resource === 'namespaces');
    expect(namespaces.map((e) => e.kind === 'api' && `${e.verb} ${e.result.code}`)).toEqual(['list 200']);
    const apply = r.trace.find((e) => e.kind === 'api' && e.verb === 'patch' && e.name === 'bolt');
    expect(apply?.kind === 'api' && JSON.stringify(apply.details)).toContain('apply');
  });
});
