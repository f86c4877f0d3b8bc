// `kubebuilder init` and `operator-sdk init` (go/v4 plugin): scaffold, then
// `go get sigs.k8s.io/controller-runtime@<pinned>` and `go mod tidy`, failing the way the real
// tools fail when a step fails (TOOLCHAIN.md A1.1–A1.3).
import { defineCommand, type IFileSystem } from 'just-bash';
import * as gover from '../../../go/build/mod/gover.ts';
import { interleave, type OutputChunk, pushChunk, takeDirect } from '../../order.ts';
import type { ShellWorld } from '../../world.ts';
import { execExported } from '../exec.ts';
import { createApi } from './api.ts';
import { type ScaffoldParams, scaffoldFiles } from './templates.ts';

interface Tool {
  name: 'kubebuilder' | 'operator-sdk';
  version: string;
  /** ControllerRuntimeVersion pinned by that release (TOOLCHAIN.md A1.4). */
  controllerRuntime: string;
  layout: string;
}

export const KUBEBUILDER: Tool = {
  name: 'kubebuilder',
  version: '3.12.0',
  controllerRuntime: 'v0.16.0',
  layout: 'go.kubebuilder.io/v4',
};

export const OPERATOR_SDK: Tool = {
  name: 'operator-sdk',
  version: 'v1.34.1',
  controllerRuntime: 'v0.16.3',
  layout: 'go.kubebuilder.io/v4',
};

const PLUGIN_KEY = 'base.go.kubebuilder.io/v4';

function parseFlags(args: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const m = /^--?([\w-]+)(?:=(.*))?$/.exec(a);
    if (!m) continue;
    if (m[2] !== undefined) flags.set(m[1], m[2]);
    else if (
      args[i + 1] !== undefined &&
      !args[i + 1].startsWith('-') &&
      !['skip-go-version-check'].includes(m[1])
    ) {
      flags.set(m[1], args[++i]);
    } else flags.set(m[1], 'true');
  }
  return flags;
}

/** [SOURCE] kubebuilder pkg/plugins/golang/v4 init: files allowed in the target directory. */
async function firstDisallowedFile(fs: IFileSystem, dir: string): Promise<string | undefined> {
  for (const name of (await fs.readdir(dir)).sort()) {
    if (name === 'go.mod' || name.startsWith('.') || name.endsWith('.md') || /^[A-Z]/.test(name)) continue;
    return name;
  }
  return undefined;
}

interface PFlag {
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

const GLOBAL_FLAGS = `\nGlobal Flags:\n${flagUsages([
  { name: 'plugins', type: 'strings', usage: 'plugin keys to be used for this subcommand execution' },
])}`;

/**
 * cobra v1.7.0's usage template for kubebuilder v3.12.0's init and create api (pkg/cli/init.go,
 * api.go, resource.go; the go/v4 plugin's Examples and flags, kustomize/v2's init flags; the
 * deprecated --component-config hidden), then the blank line of cobra's Println.
 */
function kubebuilderUsage(sub: string): string {
  if (sub === 'init') {
    return `Usage:
  kubebuilder init [flags]

Examples:
  # Initialize a new project with your domain and name in copyright
  kubebuilder init --plugins go/v4 --domain example.org --owner "Your name"

  # Initialize a new project defining a specific project version
  kubebuilder init --plugins go/v4 --project-version 3


Flags:
${flagUsages([
  { name: 'domain', type: 'string', usage: 'domain for groups', def: 'my.domain' },
  { name: 'fetch-deps', type: 'bool', usage: 'ensure dependencies are downloaded', def: 'true' },
  { name: 'help', short: 'h', type: 'bool', usage: 'help for init' },
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
])}${GLOBAL_FLAGS}
`;
  }
  return `Usage:
  kubebuilder create api [flags]

Examples:
  # Create a frigates API with Group: ship, Version: v1beta1 and Kind: Frigate
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


Flags:
${flagUsages([
  {
    name: 'controller',
    type: 'bool',
    usage: 'if set, generate the controller without prompting the user',
    def: 'true',
  },
  { name: 'force', type: 'bool', usage: 'attempt to create resource even if it already exists' },
  { name: 'group', type: 'string', usage: 'resource Group' },
  { name: 'help', short: 'h', type: 'bool', usage: 'help for api' },
  { name: 'kind', type: 'string', usage: 'resource Kind' },
  { name: 'make', type: 'bool', usage: 'if true, run `make generate` after generating files', def: 'true' },
  { name: 'namespaced', type: 'bool', usage: 'resource is namespaced', def: 'true' },
  { name: 'plural', type: 'string', usage: 'resource irregular plural form' },
  {
    name: 'resource',
    type: 'bool',
    usage: 'if set, generate the resource without prompting the user',
    def: 'true',
  },
  { name: 'version', type: 'string', usage: 'resource Version' },
])}${GLOBAL_FLAGS}
`;
}

const KUBEBUILDER_FLAGS: Record<string, Record<string, 'bool' | 'value'>> = {
  init: {
    domain: 'value',
    'fetch-deps': 'bool',
    help: 'bool',
    license: 'value',
    owner: 'value',
    'project-name': 'value',
    'project-version': 'value',
    repo: 'value',
    'skip-go-version-check': 'bool',
    'component-config': 'bool',
    plugins: 'value',
  },
  'create api': {
    controller: 'bool',
    force: 'bool',
    group: 'value',
    help: 'bool',
    kind: 'value',
    make: 'bool',
    namespaced: 'bool',
    plural: 'value',
    resource: 'bool',
    version: 'value',
    plugins: 'value',
  },
};

/** pflag's parse errors, as cobra returns them (`unknown flag: --x`, …), or undefined. */
function flagError(sub: string, args: readonly string[]): string | undefined {
  const known = KUBEBUILDER_FLAGS[sub];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') break;
    if (a.startsWith('--')) {
      const [name, value] = a.slice(2).split(/=(.*)/s);
      const kind = known[name];
      if (kind === undefined) return `unknown flag: --${name}`;
      if (kind === 'value' && value === undefined && ++i >= args.length)
        return `flag needs an argument: --${name}`;
    } else if (a.startsWith('-') && a.length > 1) {
      const c = a[1];
      if (c !== 'h') return `unknown shorthand flag: '${c}' in ${a}`;
    }
  }
  return undefined;
}

function usage(tool: Tool, sub = 'init'): string {
  if (tool.name === 'kubebuilder') return kubebuilderUsage(sub === 'init' ? 'init' : 'create api');
  if (sub !== 'init') {
    return `Usage:
  ${tool.name} ${sub} [flags]

Flags:
      --controller          if set, generate the controller without prompting the user (default true)
      --force               attempt to create resource even if it already exists
      --group string        resource Group
  -h, --help                help for api
      --kind string         resource Kind
      --make make generate   if true, run make generate after generating files (default true)
      --namespaced          resource is namespaced (default true)
      --plural string       resource irregular plural form
      --resource            if set, generate the resource without prompting the user (default true)
      --version string      resource Version
`;
  }
  return `Usage:
  ${tool.name} init [flags]

Flags:
      --domain string            domain for groups (default "my.domain")
      --fetch-deps               ensure dependencies are downloaded (default true)
  -h, --help                     help for init
      --license string           license to use to boilerplate, may be one of 'apache2', 'none' (default "apache2")
      --owner string             owner to add to the copyright
      --project-name string      name of this project
      --repo string              name to use for go module (e.g., github.com/user/repo), defaults to the go package of the current working directory.
      --skip-go-version-check    if specified, skip checking the Go version
`;
}

function initCommand(tool: Tool, world: ShellWorld) {
  return defineCommand(tool.name, async (args, ctx) => {
    const [sub, ...rest] = args;
    // logrus writes to stderr, the closing `Next:` lines go to stdout after them: a statement whose
    // output is its own shows them as written (order.ts)
    const direct = takeDirect(world.order, tool.name);
    const written = (chunks: OutputChunk[], exitCode: number) => {
      if (direct && world.order !== undefined) return { ...interleave(world.order, chunks), exitCode };
      const text = (fd: 1 | 2) =>
        chunks
          .filter((c) => c.fd === fd)
          .map((c) => c.text)
          .join('');
      return { stdout: text(1), stderr: text(2), exitCode };
    };
    if (sub === 'version') {
      const text =
        tool.name === 'kubebuilder'
          ? `Version: main.version{KubeBuilderVersion:"${tool.version}", KubernetesVendor:"1.28.0", GoOs:"linux", GoArch:"amd64"}\n`
          : `operator-sdk version: "${tool.version}", kubernetes version: "1.27.0", go version: "go1.21.5", GOOS: "linux", GOARCH: "amd64"\n`;
      return { stdout: text, stderr: '', exitCode: 0 };
    }
    if (sub === 'create' && rest[0] === 'api') {
      const clock = world.net.clock;
      const start = clock.now();
      const stamp = () => String(Math.floor((clock.now() - start) / 1000)).padStart(4, '0');
      const chunks: OutputChunk[] = [];
      const flagErr = tool.name === 'kubebuilder' ? flagError('create api', rest.slice(1)) : undefined;
      if (flagErr !== undefined) {
        pushChunk(chunks, 2, `Error: ${flagErr}\n${usage(tool, 'create api')}FATA[0000] ${flagErr}\n`);
        return written(chunks, 1);
      }
      const r = await createApi(
        rest.slice(1),
        ctx,
        {
          info: (msg) => pushChunk(chunks, 2, `INFO[${stamp()}] ${msg}\n`),
          fatal: (msg) => {
            pushChunk(chunks, 2, `Error: ${msg}\n${usage(tool, 'create api')}FATA[${stamp()}] ${msg}\n`);
            return written(chunks, 1);
          },
          out: (t) => pushChunk(chunks, 1, t),
          err: (t) => pushChunk(chunks, 2, t),
        },
        tool.name,
      );
      return r ?? written(chunks, 0);
    }
    if (sub !== 'init') {
      const known = sub === 'create' || sub === 'edit' || sub === 'alpha';
      return {
        stdout: '',
        stderr: known
          ? `${tool.name} ${sub}: not available in this simulation yet\n`
          : `Error: unknown command "${sub ?? ''}" for "${tool.name}"\nRun '${tool.name} --help' for usage.\n`,
        exitCode: 1,
      };
    }
    const clock = world.net.clock;
    const start = clock.now();
    let out = '';
    let err = '';
    // logrus' default TTY formatter: level and seconds since start (TOOLCHAIN.md A1.1).
    const info = (msg: string) => {
      err += `INFO[${String(Math.floor((clock.now() - start) / 1000)).padStart(4, '0')}] ${msg}\n`;
    };
    const fatal = (msg: string) => {
      err += `Error: ${msg}\n${usage(tool)}FATA[${String(Math.floor((clock.now() - start) / 1000)).padStart(4, '0')}] ${msg}\n`;
      return { stdout: out, stderr: err, exitCode: 1 };
    };
    const flagErr = tool.name === 'kubebuilder' ? flagError('init', rest) : undefined;
    if (flagErr !== undefined) return fatal(flagErr);
    const flags = parseFlags(rest);
    const dir = ctx.cwd;
    const wrap = (phase: string, cause: string) =>
      `failed to initialize project: ${phase} "${PLUGIN_KEY}": ${cause}`;

    if (flags.get('skip-go-version-check') !== 'true' && gover.compare(world.goVersion, '1.19.0') < 0) {
      return fatal(
        wrap(
          'unable to run pre-scaffold tasks of',
          `go version 'go${world.goVersion}' is incompatible because 'requires 1.19.0 <= version < 2.0alpha1'. You can skip this check using the --skip-go-version-check flag`,
        ),
      );
    }
    const bad = await firstDisallowedFile(ctx.fs, dir);
    if (bad) {
      return fatal(
        wrap(
          'unable to run pre-scaffold tasks of',
          `target directory is not empty (only go.mod, files and directories with the prefix ".", files with the suffix ".md" or capitalized files name are allowed); found existing file "${bad}"`,
        ),
      );
    }
    const repo = flags.get('repo');
    if (!repo) {
      // DERIVED from kubebuilder's FindCurrentRepo, which falls back to `go mod init`.
      return fatal(
        `failed to initialize project: unable to inject the configuration to "${PLUGIN_KEY}": error finding current repository: could not determine repository path from module data, package data, or by initializing a module: go: cannot determine module path for source directory ${dir} (outside GOPATH, module path must be specified)`,
      );
    }
    const params: ScaffoldParams = {
      repo,
      domain: flags.get('domain') ?? 'my.domain',
      projectName: flags.get('project-name') ?? dir.split('/').pop() ?? 'project',
      controllerRuntime: tool.controllerRuntime,
      tool: tool.name,
      layout: tool.layout,
    };
    info('Writing kustomize manifests for you to edit...');
    info('Writing scaffold for you to edit...');
    for (const [rel, text] of Object.entries(scaffoldFiles(params))) {
      const path = `${dir}/${rel}`;
      await ctx.fs.mkdir(path.slice(0, path.lastIndexOf('/')), { recursive: true });
      await ctx.fs.writeFile(path, text);
    }
    const step = async (title: string, command: string, phase: string) => {
      // [SOURCE] pkg/plugin/util/exec.go RunCmd: `msg + ":\n$ " + args`, then the child's output.
      info(`${title}:\n$ ${command}`);
      const r = await execExported(ctx, command, ctx.exportedEnv ?? {});
      // The child's output interleaves with the INFO lines in a terminal: keep one ordered stream.
      err += r.stdout + r.stderr;
      return r.exitCode === 0 ? undefined : fatal(wrap(phase, `exit status ${r.exitCode}`));
    };
    if (flags.get('fetch-deps') === 'false') info('Skipping fetching dependencies.');
    else {
      const failed = await step(
        'Get controller runtime',
        `go get sigs.k8s.io/controller-runtime@${tool.controllerRuntime}`,
        'unable to scaffold with',
      );
      if (failed) return failed;
    }
    const failed = await step('Update dependencies', 'go mod tidy', 'unable to run post-scaffold tasks of');
    if (failed) return failed;
    out += `Next: define a resource with:\n$ ${tool.name} create api\n`;
    return written(
      [
        { fd: 2, text: err },
        { fd: 1, text: out },
      ],
      0,
    );
  });
}

export const kubebuilderCommand = (world: ShellWorld) => initCommand(KUBEBUILDER, world);
export const operatorSdkCommand = (world: ShellWorld) => initCommand(OPERATOR_SDK, world);
