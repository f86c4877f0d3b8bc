// What kubebuilder v3.12.0 checks before it scaffolds, in its order ([SOURCE] kubernetes-sigs/kubebuilder
// v3.12.0: pkg/cli/cmd_helpers.go preRunEFunc (PROJECT load, resourceOptions.validate, then the
// plugins' InjectConfig, InjectResource and PreScaffold); pkg/cli/resource.go; pkg/config/store/yaml
// store.go with store.LoadError; pkg/plugins/common/kustomize/v2/init.go (project name);
// pkg/plugins/golang/repository.go FindCurrentRepo; pkg/plugins/golang/v4/api.go and webhook.go
// InjectResource; scaffolds/webhook.go; templates/api/webhook.go, webhook_suitetest.go, main.go),
// and `create webhook`, which this terminal refused before.
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

async function session(init = true): Promise<ShellSession> {
  const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
  await s.run('mkdir p && cd p');
  if (init)
    await s.run('kubebuilder init --domain x.io --repo example.com/p --fetch-deps=false > /dev/null 2>&1');
  return s;
}
const firstLine = async (s: ShellSession, line: string) => {
  const r = await s.run(line);
  return {
    line: r.chunks
      .map((c) => c.text)
      .join('')
      .split('\n')[0],
    code: r.exitCode,
  };
};
const API = 'kubebuilder create api --group web --version v1 --kind Foo --resource --controller';

describe('kubebuilder without a PROJECT file', () => {
  it('create api: the yaml store’s load error, wrapped as a generic load failure (os.IsNotExist misses it)', async () => {
    const s = await session(false);
    const r = await s.run(API);
    const msg =
      'failed to create API: unable to load configuration file: unable to load the configuration: unable to read "PROJECT" file: open PROJECT: no such file or directory';
    const out = r.chunks.map((c) => c.text).join('');
    expect(out.startsWith(`Error: ${msg}\nUsage:\n  kubebuilder create api [flags]\n`)).toBe(true);
    expect(out.endsWith(`FATA[0000] ${msg}\n`)).toBe(true);
    expect(r.exitCode).toBe(1);
  });

  it('create webhook: the same, as failed to create webhook', async () => {
    const s = await session(false);
    expect(
      (await firstLine(s, 'kubebuilder create webhook --group web --version v1 --kind Foo --defaulting'))
        .line,
    ).toBe(
      'Error: failed to create webhook: unable to load configuration file: unable to load the configuration: unable to read "PROJECT" file: open PROJECT: no such file or directory',
    );
  });

  it('init without --repo outside GOPATH: go mod init’s whole stderr, then FATA with one newline trimmed', async () => {
    const s = await session(false);
    const r = await s.run('kubebuilder init --domain x.io');
    const out = r.chunks.map((c) => c.text).join('');
    const cause =
      "go: cannot determine module path for source directory /home/user/p (outside GOPATH, module path must be specified)\n\nExample usage:\n\t'go mod init example.com/m' to initialize a v0 or v1 module\n\t'go mod init example.com/m/v2' to initialize a v2 module\n\nRun 'go help mod init' for more information.\n";
    const msg = `failed to initialize project: unable to inject the configuration to "base.go.kubebuilder.io/v4": error finding current repository: could not determine repository path from module data, package data, or by initializing a module: ${cause}`;
    expect(out.startsWith(`Error: ${msg}\nUsage:\n`)).toBe(true);
    expect(out.endsWith(`FATA[0000] ${msg.slice(0, -1)}\n`)).toBe(true);
    expect((await s.run('ls go.mod')).exitCode).not.toBe(0);
  });

  it('init without --repo in a module: the module path is the repository', async () => {
    const s = await session(false);
    await s.run('go mod init example.com/mine > /dev/null 2>&1');
    const r = await s.run(
      'kubebuilder init --domain x.io --fetch-deps=false > /dev/null 2>&1; grep repo: PROJECT',
    );
    expect(r.chunks.map((c) => c.text).join('')).toBe('repo: example.com/mine\n');
  });

  it('init in a directory whose lower-cased name is no DNS-1123 label: kustomize/v2’s project name check', async () => {
    const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
    await s.run('mkdir My_Op && cd My_Op');
    expect((await firstLine(s, 'kubebuilder init --domain x.io --repo example.com/p')).line).toBe(
      "Error: failed to initialize project: unable to inject the configuration to \"kustomize.common.kubebuilder.io/v2\": project name (my_op) is invalid: [a DNS-1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9](?:[-a-z0-9]*[a-z0-9])?')]",
    );
  });
});

describe('kubebuilder in a project', () => {
  it('init twice: already initialized', async () => {
    const s = await session();
    expect(await firstLine(s, 'kubebuilder init --domain x.io --repo example.com/p')).toEqual({
      line: 'Error: failed to initialize project: already initialized',
      code: 1,
    });
  });

  it('a resource flag that took the next flag as its value', async () => {
    const s = await session();
    expect((await firstLine(s, 'kubebuilder create api --group --version v1 --kind Foo')).line).toBe(
      'Error: failed to create API: unable to create resource: group flag present but empty',
    );
  });

  it('the PROJECT file’s resources: already exists, and a second group without multigroup', async () => {
    const s = await session();
    expect((await s.run(`${API} > /dev/null 2>&1`)).exitCode).toBe(0);
    expect((await firstLine(s, API)).line).toBe(
      'Error: failed to create API: unable to inject the resource to "base.go.kubebuilder.io/v4": API resource already exists',
    );
    expect(
      (
        await firstLine(
          s,
          'kubebuilder create api --group batch --version v1 --kind Bar --resource --controller',
        )
      ).line,
    ).toBe(
      'Error: failed to create API: unable to inject the resource to "base.go.kubebuilder.io/v4": multiple groups are not allowed by default, to enable multi-group visit https://kubebuilder.io/migration/multi-group.html',
    );
  });

  it('a controller without its resource: no api, no path, no false fields in PROJECT', async () => {
    const s = await session();
    await s.run(
      'kubebuilder create api --group web --version v1 --kind Foo --resource=false --controller > /dev/null 2>&1',
    );
    const r = await s.run('sed -n "/^resources:/,\\$p" PROJECT');
    expect(r.chunks.map((c) => c.text).join('')).toBe(
      'resources:\n- controller: true\n  domain: x.io\n  group: web\n  kind: Foo\n  version: v1\nversion: "3"\n',
    );
  });
});

describe('kubebuilder create webhook', () => {
  const WH = 'kubebuilder create webhook --group web --version v1 --kind Foo';
  const inject =
    'Error: failed to create webhook: unable to inject the resource to "base.go.kubebuilder.io/v4": ';

  it('its refusals, in InjectResource’s order', async () => {
    const s = await session();
    expect((await firstLine(s, `${WH} --defaulting`)).line).toBe(
      `${inject}kubebuilder create webhook requires a previously created API `,
    );
    await s.run(`${API} > /dev/null 2>&1`);
    expect((await firstLine(s, WH)).line).toBe(
      `${inject}kubebuilder create webhook requires at least one of --defaulting, --programmatic-validation and --conversion to be true`,
    );
    expect((await firstLine(s, `${WH.replace('Foo', 'foo')} --defaulting`)).line).toBe(
      `${inject}invalid Kind: must start with an uppercase character`,
    );
    expect((await s.run(`${WH} --defaulting > /dev/null 2>&1`)).exitCode).toBe(0);
    expect((await firstLine(s, `${WH} --programmatic-validation`)).line).toBe(
      `${inject}webhook resource already exists`,
    );
  });

  it('what it writes and prints', async () => {
    const s = await session();
    await s.run(`${API} > /dev/null 2>&1`);
    const r = await s.run(`${WH} --defaulting --programmatic-validation`);
    const out = r.chunks.map((c) => c.text).join('');
    expect(out).toMatch(
      /^INFO\[0000\] Writing kustomize manifests for you to edit...\nINFO\[0000\] Writing scaffold for you to edit...\nINFO\[0000\] api\/v1\/foo_webhook.go\nINFO\[0000\] api\/v1\/webhook_suite_test.go\nINFO\[0000\] Update dependencies:\n\$ go mod tidy\n[\s\S]*INFO\[0000\] Running make:\n\$ make generate\n[\s\S]*Next: implement your new Webhook and generate the manifests with:\n\$ make manifests\n$/,
    );
    expect(r.exitCode).toBe(0);
    const text = async (cmd: string) => (await s.run(cmd)).chunks.map((c) => c.text).join('');
    expect(await text('sed -n "/^resources:/,\\$p" PROJECT')).toBe(
      'resources:\n- api:\n    crdVersion: v1\n    namespaced: true\n  controller: true\n  domain: x.io\n  group: web\n  kind: Foo\n  path: example.com/p/api/v1\n  version: v1\n  webhooks:\n    defaulting: true\n    validation: true\n    webhookVersion: v1\nversion: "3"\n',
    );
    const wh = await text('cat api/v1/foo_webhook.go');
    expect(wh).toContain(
      '//+kubebuilder:webhook:path=/mutate-web-x-io-v1-foo,mutating=true,failurePolicy=fail,sideEffects=None,groups=web.x.io,resources=foos,verbs=create;update,versions=v1,name=mfoo.kb.io,admissionReviewVersions=v1\n\nvar _ webhook.Defaulter = &Foo{}\n',
    );
    expect(wh).toContain('func (r *Foo) ValidateUpdate(old runtime.Object) (admission.Warnings, error) {\n');
    expect(await text('grep -A5 ENABLE_WEBHOOKS cmd/main.go')).toBe(
      '\tif os.Getenv("ENABLE_WEBHOOKS") != "false" {\n\t\tif err = (&webv1.Foo{}).SetupWebhookWithManager(mgr); err != nil {\n\t\t\tsetupLog.Error(err, "unable to create webhook", "webhook", "Foo")\n\t\t\tos.Exit(1)\n\t\t}\n\t}\n',
    );
    expect(await text('grep -B3 scaffold:webhook api/v1/webhook_suite_test.go')).toBe(
      '\terr = (&Foo{}).SetupWebhookWithManager(mgr)\n\tExpect(err).NotTo(HaveOccurred())\n\n\t//+kubebuilder:scaffold:webhook\n',
    );
    expect((await s.run('go vet ./... 2>&1')).exitCode).toBe(0);
  });

  it('a conversion webhook alone: the base file only, the conversion note, no suite', async () => {
    const s = await session();
    await s.run(`${API} > /dev/null 2>&1`);
    const r = await s.run(`${WH} --conversion 2>&1`);
    expect(r.chunks.map((c) => c.text).join('')).toContain(
      'INFO[0000] api/v1/foo_webhook.go\nINFO[0000] Webhook server has been set up for you.\nYou need to implement the conversion.Hub and conversion.Convertible interfaces for your CRD types.\nINFO[0000] Update dependencies:\n',
    );
    expect((await s.run('ls api/v1/webhook_suite_test.go')).exitCode).not.toBe(0);
  });
});
