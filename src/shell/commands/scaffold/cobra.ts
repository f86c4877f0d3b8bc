// kubebuilder v3.12.0's command tree as cobra v1.7.0 prints it: the help and usage templates
// ([SOURCE] spf13/cobra v1.7.0:command.go UsageTemplate, HelpTemplate, NamePadding; args.go
// legacyArgs; SuggestionsFor), pflag's FlagUsages, and the texts of kubebuilder's pkg/cli (root.go,
// cli.go, create.go, api.go, webhook.go, init.go, version.go, alpha.go, completion.go, edit.go) with
// the go/v4 plugin's UpdateMetadata descriptions and examples.

export interface PFlag {
  name: string;
  short?: string;
  type: 'bool' | 'string' | 'strings';
  usage: string;
  /** The default when it is not the type's zero value. */
  def?: string;
}

/**
 * pflag FlagUsagesWrapped (spf13/pflag flag.go): sorted by name, `-h, --help` or `      --name`, the
 * type's name (or a backquoted word of the usage) after it, every usage at the widest name's column
 * plus two, then the default unless it is the zero value (quoted for a string).
 */
export function flagUsages(flags: readonly PFlag[]): string {
  const lines = [...flags]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((f) => {
      let head = f.short ? `  -${f.short}, --${f.name}` : `      --${f.name}`;
      let usage = f.usage;
      const quoted = /`([^`]*)`/.exec(usage);
      if (quoted) {
        head += ` ${quoted[1]}`;
        usage = usage.replace(`\`${quoted[1]}\``, quoted[1]);
      } else if (f.type !== 'bool') head += ` ${f.type === 'strings' ? 'strings' : 'string'}`;
      if (f.def !== undefined) usage += f.type === 'string' ? ` (default "${f.def}")` : ` (default ${f.def})`;
      return { head, usage };
    });
  const maxlen = Math.max(...lines.map((l) => l.head.length + 1));
  return lines.map((l) => `${l.head} ${' '.repeat(maxlen - l.head.length)} ${l.usage}\n`).join('');
}

export interface CobraCommand {
  /** The command path: `kubebuilder create api`. */
  path: string;
  long: string;
  example?: string;
  runnable: boolean;
  /** Available subcommands (with `help` at the root), sorted, as [name, Short]. */
  subs?: [string, string][];
  /** SuggestFor of a subcommand (cobra's explicit suggestions). */
  suggestFor?: Record<string, string[]>;
  flags: PFlag[];
  inherited?: PFlag[];
}

const trimEnd = (s: string) => s.replace(/\s+$/, '');

/** cobra's UsageString: the usage template without groups, aliases or help topics. */
export function usageString(c: CobraCommand): string {
  let s = 'Usage:';
  if (c.runnable) s += `\n  ${c.path}${c.flags.length > 0 ? ' [flags]' : ''}`;
  if (c.subs) s += `\n  ${c.path} [command]`;
  if (c.example) s += `\n\nExamples:\n${c.example}`;
  if (c.subs) {
    // NamePadding: the longest sibling name, at least minNamePadding (11)
    const pad = Math.max(11, ...c.subs.map(([n]) => n.length));
    s += '\n\nAvailable Commands:';
    for (const [name, short] of c.subs) s += `\n  ${name.padEnd(pad)} ${short}`;
  }
  if (c.flags.length > 0) s += `\n\nFlags:\n${trimEnd(flagUsages(c.flags))}`;
  if (c.inherited?.length) s += `\n\nGlobal Flags:\n${trimEnd(flagUsages(c.inherited))}`;
  if (c.subs) s += `\n\nUse "${c.path} [command] --help" for more information about a command.`;
  return `${s}\n`;
}

/** cobra's help template: Long (or Short) without trailing white space, a blank line, the usage. */
export function helpString(c: CobraCommand): string {
  return `${trimEnd(c.long)}\n\n${usageString(c)}`;
}

/** cobra's ld (Levenshtein distance, case folded) and SuggestionsFor with the default distance 2. */
export function suggestionsFor(c: CobraCommand, typed: string): string[] {
  const ld = (s: string, t: string) => {
    const a = s.toLowerCase();
    const b = t.toLowerCase();
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let j = 1; j <= b.length; j++) {
      for (let i = 1; i <= a.length; i++) {
        d[i][j] =
          a[i - 1] === b[j - 1] ? d[i - 1][j - 1] : Math.min(d[i - 1][j], d[i][j - 1], d[i - 1][j - 1]) + 1;
      }
    }
    return d[a.length][b.length];
  };
  const out: string[] = [];
  for (const [name] of c.subs ?? []) {
    if (name === 'help') continue; // the help command is not an available command
    if (ld(typed, name) <= 2 || name.toLowerCase().startsWith(typed.toLowerCase())) out.push(name);
    for (const s of c.suggestFor?.[name] ?? []) if (s.toLowerCase() === typed.toLowerCase()) out.push(name);
  }
  return out;
}

/** legacyArgs' error for an unknown command of the root, with findSuggestions' tail. */
export function unknownCommand(root: CobraCommand, typed: string): string {
  const sug = suggestionsFor(root, typed);
  const tail = sug.length > 0 ? `\n\nDid you mean this?\n${sug.map((s) => `\t${s}\n`).join('')}` : '';
  return `unknown command ${JSON.stringify(typed)} for ${JSON.stringify(root.path)}${tail}`;
}

export const PLUGINS_FLAG: PFlag = {
  name: 'plugins',
  type: 'strings',
  usage: 'plugin keys to be used for this subcommand execution',
};
const help = (of: string): PFlag => ({ name: 'help', short: 'h', type: 'bool', usage: `help for ${of}` });

/**
 * kubebuilder v3.12.0's plugins as cmd/main.go registers them (name/version keys from each plugin's
 * Name and Version, plugin.Version.String's `-alpha`; bundles support their plugins' common project
 * versions), for root.go getPluginTable.
 */
const KUBEBUILDER_PLUGINS: [string, string][] = [
  ['go.kubebuilder.io/v2', '2, 3'],
  ['base.go.kubebuilder.io/v3', '3'],
  ['base.go.kubebuilder.io/v4', '3'],
  ['go.kubebuilder.io/v3', '3'],
  ['go.kubebuilder.io/v4', '3'],
  ['kustomize.common.kubebuilder.io/v1', '3'],
  ['kustomize.common.kubebuilder.io/v2', '3'],
  ['declarative.go.kubebuilder.io/v1', '2, 3'],
  ['deploy-image.go.kubebuilder.io/v1-alpha', '3'],
  ['grafana.kubebuilder.io/v1-alpha', '3'],
];

/** root.go getPluginTable: both columns right-aligned (`%[1]*[2]s`), keys sorted. */
function pluginTable(): string {
  const keyW = Math.max('Plugin keys'.length, ...KUBEBUILDER_PLUGINS.map(([k]) => k.length));
  const verW = Math.max('Supported project versions'.length, ...KUBEBUILDER_PLUGINS.map(([, v]) => v.length));
  const row = (a: string, b: string) => ` ${a.padStart(keyW)} | ${b.padStart(verW)}`;
  const rows = [...KUBEBUILDER_PLUGINS].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([k, v]) => row(k, v));
  return [
    row('Plugin keys', 'Supported project versions'),
    `${'-'.repeat(keyW + 2)}+${'-'.repeat(verW + 2)}`,
    ...rows,
  ].join('\n');
}

const CREATE_API_EXAMPLE = `  # Create a frigates API with Group: ship, Version: v1beta1 and Kind: Frigate
  kubebuilder create api --group ship --version v1beta1 --kind Frigate

  # Edit the API Scheme

  nano api/v1beta1/frigate_types.go

  # Edit the Controller
  nano internal/controller/frigate/frigate_controller.go

  # Edit the Controller Test
  nano internal/controller/frigate/frigate_controller_test.go

  # Generate the manifests
  make manifests

  # Install CRDs into the Kubernetes cluster using kubectl apply
  make install

  # Regenerate code and run against the Kubernetes cluster configured by ~/.kube/config
  make run
`;

const RESOURCE_FLAGS: PFlag[] = [
  { name: 'group', type: 'string', usage: 'resource Group' },
  { name: 'version', type: 'string', usage: 'resource Version' },
  { name: 'kind', type: 'string', usage: 'resource Kind' },
];

export const KUBEBUILDER_COMMANDS: Record<string, CobraCommand> = {
  '': {
    path: 'kubebuilder',
    long: 'CLI tool for building Kubernetes extensions and tools.\n',
    example: `The first step is to initialize your project:
    kubebuilder init [--plugins=<PLUGIN KEYS> [--project-version=<PROJECT VERSION>]]

<PLUGIN KEYS> is a comma-separated list of plugin keys from the following table
and <PROJECT VERSION> a supported project version for these plugins.

${pluginTable()}

For more specific help for the init command of a certain plugins and project version
configuration please run:
    kubebuilder init --help --plugins=<PLUGIN KEYS> [--project-version=<PROJECT VERSION>]

Default plugin keys: "go.kubebuilder.io/v4"
Default project version: "3"
`,
    runnable: true,
    subs: [
      ['alpha', 'Alpha-stage subcommands'],
      ['completion', 'Load completions for the specified shell'],
      ['create', 'Scaffold a Kubernetes API or webhook'],
      ['edit', 'Update the project configuration'],
      ['help', 'Help about any command'],
      ['init', 'Initialize a new project'],
      ['version', 'Print the kubebuilder version'],
    ],
    suggestFor: { alpha: ['experimental'] },
    flags: [
      help('kubebuilder'),
      PLUGINS_FLAG,
      { name: 'project-version', type: 'string', usage: 'project version', def: '3' },
    ],
  },
  create: {
    path: 'kubebuilder create',
    long: 'Scaffold a Kubernetes API or webhook.',
    runnable: false,
    subs: [
      ['api', 'Scaffold a Kubernetes API'],
      ['webhook', 'Scaffold a webhook for an API resource'],
    ],
    flags: [help('create')],
    inherited: [PLUGINS_FLAG],
  },
  init: {
    path: 'kubebuilder init',
    long: `Initialize a new project including the following files:
  - a "go.mod" with project dependencies
  - a "PROJECT" file that stores project configuration
  - a "Makefile" with several useful make targets for the project
  - several YAML files for project deployment under the "config" directory
  - a "cmd/main.go" file that creates the manager that will run the project controllers
`,
    example: `  # Initialize a new project with your domain and name in copyright
  kubebuilder init --plugins go/v4 --domain example.org --owner "Your name"

  # Initialize a new project defining a specific project version
  kubebuilder init --plugins go/v4 --project-version 3
`,
    runnable: true,
    // kustomize/v2's flags then go/v4's; --component-config is deprecated, so hidden
    flags: [
      { name: 'domain', type: 'string', usage: 'domain for groups', def: 'my.domain' },
      { name: 'fetch-deps', type: 'bool', usage: 'ensure dependencies are downloaded', def: 'true' },
      help('init'),
      {
        name: 'license',
        type: 'string',
        usage: "license to use to boilerplate, may be one of 'apache2', 'none'",
        def: 'apache2',
      },
      { name: 'owner', type: 'string', usage: 'owner to add to the copyright' },
      { name: 'project-name', type: 'string', usage: 'name of this project' },
      { name: 'project-version', type: 'string', usage: 'project version', def: '3' },
      {
        name: 'repo',
        type: 'string',
        usage:
          'name to use for go module (e.g., github.com/user/repo), defaults to the go package of the current working directory.',
      },
      { name: 'skip-go-version-check', type: 'bool', usage: 'if specified, skip checking the Go version' },
    ],
    inherited: [PLUGINS_FLAG],
  },
  'create api': {
    path: 'kubebuilder create api',
    long: `Scaffold a Kubernetes API by writing a Resource definition and/or a Controller.

If information about whether the resource and controller should be scaffolded
was not explicitly provided, it will prompt the user if they should be.

After the scaffold is written, the dependencies will be updated and
make generate will be run.
`,
    example: CREATE_API_EXAMPLE,
    runnable: true,
    flags: [
      ...RESOURCE_FLAGS,
      {
        name: 'controller',
        type: 'bool',
        usage: 'if set, generate the controller without prompting the user',
        def: 'true',
      },
      { name: 'force', type: 'bool', usage: 'attempt to create resource even if it already exists' },
      help('api'),
      {
        name: 'make',
        type: 'bool',
        usage: 'if true, run `make generate` after generating files',
        def: 'true',
      },
      { name: 'namespaced', type: 'bool', usage: 'resource is namespaced', def: 'true' },
      { name: 'plural', type: 'string', usage: 'resource irregular plural form' },
      {
        name: 'resource',
        type: 'bool',
        usage: 'if set, generate the resource without prompting the user',
        def: 'true',
      },
    ],
    inherited: [PLUGINS_FLAG],
  },
  'create webhook': {
    path: 'kubebuilder create webhook',
    long: `Scaffold a webhook for an API resource. You can choose to scaffold defaulting,
validating and/or conversion webhooks.
`,
    example: `  # Create defaulting and validating webhooks for Group: ship, Version: v1beta1
  # and Kind: Frigate
  kubebuilder create webhook --group ship --version v1beta1 --kind Frigate --defaulting --programmatic-validation

  # Create conversion webhook for Group: ship, Version: v1beta1
  # and Kind: Frigate
  kubebuilder create webhook --group ship --version v1beta1 --kind Frigate --conversion
`,
    runnable: true,
    flags: [
      ...RESOURCE_FLAGS,
      { name: 'conversion', type: 'bool', usage: 'if set, scaffold the conversion webhook' },
      { name: 'defaulting', type: 'bool', usage: 'if set, scaffold the defaulting webhook' },
      { name: 'force', type: 'bool', usage: 'attempt to create resource even if it already exists' },
      help('webhook'),
      { name: 'plural', type: 'string', usage: 'resource irregular plural form' },
      { name: 'programmatic-validation', type: 'bool', usage: 'if set, scaffold the validating webhook' },
    ],
    inherited: [PLUGINS_FLAG],
  },
  version: {
    path: 'kubebuilder version',
    long: 'Print the kubebuilder version',
    example: 'kubebuilder version',
    runnable: true,
    flags: [help('version')],
    inherited: [PLUGINS_FLAG],
  },
};

/** The flags a command's pflag set knows (with the persistent --plugins), bool or taking a value. */
export function knownFlags(c: CobraCommand): Record<string, 'bool' | 'value'> {
  const out: Record<string, 'bool' | 'value'> = {};
  for (const f of [...c.flags, ...(c.inherited ?? [])]) out[f.name] = f.type === 'bool' ? 'bool' : 'value';
  return out;
}
