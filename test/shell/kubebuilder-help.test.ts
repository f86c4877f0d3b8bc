// kubebuilder v3.12.0's help as cobra v1.7.0 prints it ([SOURCE] kubernetes-sigs/kubebuilder
// v3.12.0:pkg/cli/root.go newRootCmd (RunE: cmd.Help), rootExamples, getPluginTable; cli.go's
// description; create.go, init.go, api.go, webhook.go, version.go; the go/v4 plugin's UpdateMetadata;
// cmd/main.go's plugins and logrus.Fatal; spf13/cobra v1.7.0:command.go's templates, NamePadding,
// SuggestionsFor and ExecuteC; args.go legacyArgs). Before: `kubebuilder` alone and `--help` said
// `Error: unknown command ""`/`"--help"` (1), `-h` ran init, `create webhook` and `create` alone
// were refused, an unknown command had no suggestion and no FATA line.
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

async function run(line: string): Promise<{ out: string; stdout: string; code: number }> {
  const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
  await s.run('mkdir p && cd p');
  const r = await s.run(line);
  return {
    out: r.chunks.map((c) => c.text).join(''),
    stdout: r.chunks
      .filter((c) => c.fd === 1)
      .map((c) => c.text)
      .join(''),
    code: r.exitCode,
  };
}

const ROOT_HELP = `CLI tool for building Kubernetes extensions and tools.

Usage:
  kubebuilder [flags]
  kubebuilder [command]

Examples:
The first step is to initialize your project:
    kubebuilder init [--plugins=<PLUGIN KEYS> [--project-version=<PROJECT VERSION>]]

<PLUGIN KEYS> is a comma-separated list of plugin keys from the following table
and <PROJECT VERSION> a supported project version for these plugins.

                             Plugin keys | Supported project versions
-----------------------------------------+----------------------------
               base.go.kubebuilder.io/v3 |                          3
               base.go.kubebuilder.io/v4 |                          3
        declarative.go.kubebuilder.io/v1 |                       2, 3
 deploy-image.go.kubebuilder.io/v1-alpha |                          3
                    go.kubebuilder.io/v2 |                       2, 3
                    go.kubebuilder.io/v3 |                          3
                    go.kubebuilder.io/v4 |                          3
         grafana.kubebuilder.io/v1-alpha |                          3
      kustomize.common.kubebuilder.io/v1 |                          3
      kustomize.common.kubebuilder.io/v2 |                          3

For more specific help for the init command of a certain plugins and project version
configuration please run:
    kubebuilder init --help --plugins=<PLUGIN KEYS> [--project-version=<PROJECT VERSION>]

Default plugin keys: "go.kubebuilder.io/v4"
Default project version: "3"


Available Commands:
  alpha       Alpha-stage subcommands
  completion  Load completions for the specified shell
  create      Scaffold a Kubernetes API or webhook
  edit        Update the project configuration
  help        Help about any command
  init        Initialize a new project
  version     Print the kubebuilder version

Flags:
  -h, --help                     help for kubebuilder
      --plugins strings          plugin keys to be used for this subcommand execution
      --project-version string   project version (default "3")

Use "kubebuilder [command] --help" for more information about a command.
`;

describe('kubebuilder root help', () => {
  for (const line of ['kubebuilder', 'kubebuilder --help', 'kubebuilder -h', 'kubebuilder help']) {
    it(`${line}: the root help on stdout, status 0`, async () => {
      const r = await run(line);
      expect(r.stdout).toBe(ROOT_HELP);
      expect(r.out).toBe(ROOT_HELP);
      expect(r.code).toBe(0);
    });
  }
});

describe('kubebuilder subcommand help', () => {
  it('init -h: go/v4’s description, then the usage (no init runs)', async () => {
    const r = await run('kubebuilder init -h');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Initialize a new project including the following files:\n {2}- a "go.mod" with project dependencies\n[\s\S]*controllers\n\nUsage:\n {2}kubebuilder init \[flags\]\n\nExamples:\n/,
    );
    expect(
      r.stdout.endsWith(
        'Global Flags:\n      --plugins strings   plugin keys to be used for this subcommand execution\n',
      ),
    ).toBe(true);
  });

  it('create alone is not runnable: its help, status 0', async () => {
    const r = await run('kubebuilder create');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Scaffold a Kubernetes API or webhook.

Usage:
  kubebuilder create [command]

Available Commands:
  api         Scaffold a Kubernetes API
  webhook     Scaffold a webhook for an API resource

Flags:
  -h, --help   help for create

Global Flags:
      --plugins strings   plugin keys to be used for this subcommand execution

Use "kubebuilder create [command] --help" for more information about a command.
`);
  });

  it('create webhook --help: its description, examples and flags', async () => {
    const r = await run('kubebuilder create webhook --help');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Scaffold a webhook for an API resource. You can choose to scaffold defaulting,
validating and/or conversion webhooks.

Usage:
  kubebuilder create webhook [flags]

Examples:
  # Create defaulting and validating webhooks for Group: ship, Version: v1beta1
  # and Kind: Frigate
  kubebuilder create webhook --group ship --version v1beta1 --kind Frigate --defaulting --programmatic-validation

  # Create conversion webhook for Group: ship, Version: v1beta1
  # and Kind: Frigate
  kubebuilder create webhook --group ship --version v1beta1 --kind Frigate --conversion


Flags:
      --conversion                if set, scaffold the conversion webhook
      --defaulting                if set, scaffold the defaulting webhook
      --force                     attempt to create resource even if it already exists
      --group string              resource Group
  -h, --help                      help for webhook
      --kind string               resource Kind
      --plural string             resource irregular plural form
      --programmatic-validation   if set, scaffold the validating webhook
      --version string            resource Version

Global Flags:
      --plugins strings   plugin keys to be used for this subcommand execution
`);
  });

  it('help create api is create api -h', async () => {
    const a = await run('kubebuilder help create api');
    const b = await run('kubebuilder create api -h');
    expect(a.stdout).toBe(b.stdout);
    expect(
      a.stdout.startsWith(
        'Scaffold a Kubernetes API by writing a Resource definition and/or a Controller.\n\n',
      ),
    ).toBe(true);
  });
});

describe('kubebuilder mistakes', () => {
  it('an unknown command: cobra’s error with its suggestion, then main’s FATA line', async () => {
    const r = await run('kubebuilder crate api --group web');
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      'Error: unknown command "crate" for "kubebuilder"\n\nDid you mean this?\n\tcreate\n\nRun \'kubebuilder --help\' for usage.\nFATA[0000] unknown command "crate" for "kubebuilder"\n\nDid you mean this?\n\tcreate\n',
    );
  });

  it('SuggestFor: experimental suggests alpha; a far word suggests nothing', async () => {
    expect((await run('kubebuilder experimental')).out).toContain('Did you mean this?\n\talpha\n');
    expect((await run('kubebuilder deploy')).out).toBe(
      'Error: unknown command "deploy" for "kubebuilder"\nRun \'kubebuilder --help\' for usage.\nFATA[0000] unknown command "deploy" for "kubebuilder"\n',
    );
  });

  it('root flags before the command: cobra’s stripFlags takes --plugins’ value, init runs', async () => {
    const r = await run(
      'kubebuilder --plugins go/v4 init --domain x.io --repo example.com/p --fetch-deps=false > /dev/null 2>&1; echo "st $?"; grep -c domain PROJECT',
    );
    expect(r.out).toBe('st 0\n1\n');
  });

  it('version: the v3.12.0 release binary’s line', async () => {
    expect((await run('kubebuilder version')).stdout).toBe(
      'Version: main.version{KubeBuilderVersion:"3.12.0", KubernetesVendor:"1.27.1", GitCommit:"b48f95cd5384eadcdfd02a47a02910f72ddc7ea8", BuildDate:"2023-09-06T06:04:11Z", GoOs:"linux", GoArch:"amd64"}\n',
    );
  });
});
