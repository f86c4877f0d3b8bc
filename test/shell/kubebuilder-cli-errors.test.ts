// kubebuilder v3.12.0 as its CLI answers mistakes ([SOURCE] kubernetes-sigs/kubebuilder v3.12.0:
// pkg/model/resource/gvk.go GVK.Validate with pkg/internal/validation/dns.go's messages; pkg/cli
// init.go, api.go, resource.go, root.go and the go/v4 plugin's Examples and flags, printed through
// cobra v1.7.0's usage template and pflag's FlagUsages; cmd/main.go's logrus Fatal), and in the order
// a terminal shows its two streams: the INFO lines (stderr) before the closing `Next:` (stdout).
import { describe, expect, it } from 'vitest';
import { flagUsages } from '../../src/shell/commands/scaffold/init.ts';
import { ShellSession } from '../../src/shell/index.ts';

async function screen(lines: string[]): Promise<string> {
  const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
  await s.run('mkdir p && cd p');
  let out = '';
  for (const line of lines) {
    const r = await s.run(line);
    out = r.chunks.map((c) => c.text).join('');
  }
  return out;
}

const INIT = 'kubebuilder init --domain example.com --repo example.com/p --fetch-deps=false';

const CREATE_API_FLAGS = `Flags:
      --controller           if set, generate the controller without prompting the user (default true)
      --force                attempt to create resource even if it already exists
      --group string         resource Group
  -h, --help                 help for api
      --kind string          resource Kind
      --make make generate   if true, run make generate after generating files (default true)
      --namespaced           resource is namespaced (default true)
      --plural string        resource irregular plural form
      --resource             if set, generate the resource without prompting the user (default true)
      --version string       resource Version

Global Flags:
      --plugins strings   plugin keys to be used for this subcommand execution

FATA[0000] `;

describe('kubebuilder create api: GVK.Validate', () => {
  it('a group that makes no DNS-1123 subdomain with the domain', async () => {
    const out = await screen([
      `${INIT} > /dev/null 2>&1`,
      'kubebuilder create api --group Web --version v1 --kind Foo --resource --controller',
    ]);
    const msg =
      "failed to create API: unable to inject the resource to \"base.go.kubebuilder.io/v4\": either Group or Domain is invalid: [a DNS-1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'my-name' or 'abc-123', regex used for validation is '[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)*')]";
    expect(out.startsWith(`Error: ${msg}\nUsage:\n  kubebuilder create api [flags]\n\nExamples:\n`)).toBe(
      true,
    );
    expect(out.endsWith(`${CREATE_API_FLAGS}${msg}\n`)).toBe(true);
  });

  it('a kind that lower-cased is no DNS-1035 label, printed with %#v', async () => {
    const out = await screen([
      `${INIT} > /dev/null 2>&1`,
      'kubebuilder create api --group web --version v1 --kind Foo_Bar --resource --controller',
    ]);
    expect(out).toContain(
      "Error: failed to create API: unable to inject the resource to \"base.go.kubebuilder.io/v4\": invalid Kind: []string{\"a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name' or '123-abc', regex used for validation is '[a-z](?:[-a-z0-9]*[a-z0-9])?')\"}\n",
    );
  });

  it('an unknown flag is pflag’s error, with the usage and the fatal log line', async () => {
    const out = await screen([
      `${INIT} > /dev/null 2>&1`,
      'kubebuilder create api --group web --version v1 --kind Foo --bogus',
    ]);
    expect(out.startsWith('Error: unknown flag: --bogus\nUsage:\n')).toBe(true);
    expect(out.endsWith(`${CREATE_API_FLAGS}unknown flag: --bogus\n`)).toBe(true);
  });
});

describe('kubebuilder init', () => {
  it('its usage: Examples, --project-version, Global Flags, and cobra’s blank line', async () => {
    const out = await screen(['kubebuilder init --domain']);
    expect(out).toBe(`Error: flag needs an argument: --domain
Usage:
  kubebuilder init [flags]

Examples:
  # Initialize a new project with your domain and name in copyright
  kubebuilder init --plugins go/v4 --domain example.org --owner "Your name"

  # Initialize a new project defining a specific project version
  kubebuilder init --plugins go/v4 --project-version 3


Flags:
      --domain string            domain for groups (default "my.domain")
      --fetch-deps               ensure dependencies are downloaded (default true)
  -h, --help                     help for init
      --license string           license to use to boilerplate, may be one of 'apache2', 'none' (default "apache2")
      --owner string             owner to add to the copyright
      --project-name string      name of this project
      --project-version string   project version (default "3")
      --repo string              name to use for go module (e.g., github.com/user/repo), defaults to the go package of the current working directory.
      --skip-go-version-check    if specified, skip checking the Go version

Global Flags:
      --plugins strings   plugin keys to be used for this subcommand execution

FATA[0000] flag needs an argument: --domain
`);
  });

  it('the INFO lines come before `Next:` on the screen, as a terminal shows stderr and stdout', async () => {
    const out = await screen([INIT]);
    expect(out.indexOf('INFO[0000] Writing scaffold for you to edit...')).toBeGreaterThanOrEqual(0);
    expect(out.endsWith('Next: define a resource with:\n$ kubebuilder create api\n')).toBe(true);
  });
});

describe('pflag FlagUsages', () => {
  it('puts every usage two columns after the widest name, a backquoted word as the value name', () => {
    expect(
      flagUsages([
        { name: 'make', type: 'bool', usage: 'run `make generate` after', def: 'true' },
        { name: 'a', type: 'string', usage: 'x', def: 'y' },
      ]),
    ).toBe(
      '      --a string             x (default "y")\n      --make make generate   run make generate after (default true)\n',
    );
  });
});
