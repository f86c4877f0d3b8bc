// `kubebuilder init` and `operator-sdk init` (go/v4 plugin): scaffold, then
// `go get sigs.k8s.io/controller-runtime@<pinned>` and `go mod tidy`, failing the way the real
// tools fail when a step fails (TOOLCHAIN.md A1.1–A1.3).
import { defineCommand, type IFileSystem, type ResolvedCommandContext } from 'just-bash';
import * as gover from '../../../go/build/mod/gover.ts';
import { chunkedResult, type OutputChunk, pushChunk, takeDirect } from '../../order.ts';
import type { ShellWorld } from '../../world.ts';
import { execChunks, execExported } from '../exec.ts';
import { createApi, createWebhook } from './api.ts';
import { helpString, KUBEBUILDER_COMMANDS, knownFlags, unknownCommand, usageString } from './cobra.ts';
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

/**
 * [SOURCE] kubebuilder v3.12.0 pkg/plugins/golang/repository.go FindCurrentRepo: `go mod edit -json`'s
 * module path, else (no package to load here) what `go mod init` guesses, its go.mod removed after;
 * when that fails too, its stderr as the error.
 */
async function findCurrentRepo(ctx: ResolvedCommandContext): Promise<{ path: string } | { err: string }> {
  const env = ctx.exportedEnv ?? {};
  const modulePath = async () => {
    const r = await execExported(ctx, 'go mod edit -json', env);
    if (r.exitCode !== 0) return undefined;
    try {
      return String((JSON.parse(r.stdout) as { Module?: { Path?: string } }).Module?.Path ?? '');
    } catch {
      return undefined;
    }
  };
  const path = await modulePath();
  if (path !== undefined) return { path };
  const init = await execExported(ctx, 'go mod init', env);
  if (init.exitCode !== 0) {
    return {
      err: `could not determine repository path from module data, package data, or by initializing a module: ${init.stderr}`,
    };
  }
  const guessed = (await modulePath()) ?? '';
  await ctx.fs.rm(`${ctx.cwd}/go.mod`, { force: true });
  return { path: guessed };
}

/** pflag's parse errors, as cobra returns them (`unknown flag: --x`, …), or undefined. */
function flagError(sub: string, args: readonly string[]): string | undefined {
  const known: Record<string, 'bool' | 'value'> = {
    ...knownFlags(KUBEBUILDER_COMMANDS[sub]),
    'component-config': 'bool',
  };
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

/** Whether pflag sets --help: `-h` or `--help` before `--`, not as the value of a flag that takes one. */
function wantsHelp(sub: string, args: readonly string[]): boolean {
  const known = knownFlags(KUBEBUILDER_COMMANDS[sub] ?? KUBEBUILDER_COMMANDS['']);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') return false;
    if (a === '-h' || a === '--help' || a === '--help=true') return true;
    if (a.startsWith('--') && !a.includes('=') && known[a.slice(2)] === 'value') i++;
  }
  return false;
}

/**
 * cobra's Find strips the root's flags before the command name (stripFlags: `--plugins go/v4` takes
 * its value), so `kubebuilder --plugins go/v4 init …` is init with --plugins: the flags move after it.
 */
function rootFlagsAfter(args: readonly string[]): string[] {
  let i = 0;
  while (i < args.length && args[i].startsWith('-') && args[i] !== '--') {
    i += /^--(plugins|project-version)$/.test(args[i]) ? 2 : 1;
  }
  if (i === 0 || i >= args.length) return [...args];
  return [args[i], ...args.slice(0, i), ...args.slice(i + 1)];
}

/**
 * What kubebuilder answers before a subcommand runs: its root help (no arguments, `-h`, `help`),
 * a command's help, `create` alone (not runnable: its help), an unknown command (cobra's
 * legacyArgs error with suggestions, then main's logrus.Fatal). Undefined: run the subcommand.
 */
function kubebuilderRoute(
  args: readonly string[],
): { stdout: string; stderr: string; exitCode: number } | undefined {
  const ok = (text: string) => ({ stdout: text, stderr: '', exitCode: 0 });
  const [first, ...rest] = args;
  // the root's RunE is cmd.Help(), and it lets unknown flags pass (FParseErrWhitelist)
  if (first === undefined || first.startsWith('-')) return ok(helpString(KUBEBUILDER_COMMANDS['']));
  if (first === 'help') {
    const path = rest.filter((a) => !a.startsWith('-'));
    const cmd = KUBEBUILDER_COMMANDS[path.join(' ')];
    if (cmd) return ok(helpString(cmd));
    // cobra's help command: `Unknown help topic %#q` and the root's usage, both on stderr
    return {
      stdout: '',
      stderr: `Unknown help topic [${path.map((p) => `\`${p}\``).join(' ')}]\n${usageString(KUBEBUILDER_COMMANDS[''])}`,
      exitCode: 0,
    };
  }
  const root = KUBEBUILDER_COMMANDS[''];
  if (!root.subs?.some(([name]) => name === first)) {
    const err = unknownCommand(root, first);
    return {
      stdout: '',
      stderr: `Error: ${err}\nRun 'kubebuilder --help' for usage.\nFATA[0000] ${err.replace(/\n$/, '')}\n`,
      exitCode: 1,
    };
  }
  if (first === 'create') {
    const sub = rest[0];
    if (sub !== 'api' && sub !== 'webhook') return ok(helpString(KUBEBUILDER_COMMANDS.create));
    const path = `create ${sub}`;
    if (flagError(path, rest.slice(1)) === undefined && wantsHelp(path, rest.slice(1)))
      return ok(helpString(KUBEBUILDER_COMMANDS[path]));
    return undefined;
  }
  if (
    (first === 'init' || first === 'version') &&
    flagError(first, rest) === undefined &&
    wantsHelp(first, rest)
  )
    return ok(helpString(KUBEBUILDER_COMMANDS[first]));
  return undefined;
}

function usage(tool: Tool, sub = 'init'): string {
  // cobra prints the usage with Println: its template's closing newline, then one more
  if (tool.name === 'kubebuilder')
    return `${usageString(KUBEBUILDER_COMMANDS[sub === 'init' ? 'init' : sub])}\n`;
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

export { flagUsages } from './cobra.ts';

const isHelpFlag = (a: string) => a === '-h' || a === '--help';

function initCommand(tool: Tool, world: ShellWorld) {
  return defineCommand(tool.name, async (typed, ctx) => {
    const args = tool.name === 'kubebuilder' ? rootFlagsAfter(typed) : typed;
    const [sub, ...rest] = args;
    // logrus writes to stderr, the closing `Next:` lines go to stdout after them: a statement whose
    // output is its own shows them as written (order.ts)
    const direct = takeDirect(world.order, tool.name);
    const written = (chunks: OutputChunk[], exitCode: number) =>
      chunkedResult(world.order, direct, chunks, exitCode);
    if (tool.name === 'kubebuilder') {
      const routed = kubebuilderRoute(args);
      if (routed) return routed;
    }
    if (tool.name === 'operator-sdk' && (sub === 'init' || sub === 'create') && args.some(isHelpFlag)) {
      // cobra answers -h/--help before the command runs; operator-sdk v1.34.1's help texts are not
      // reproduced here, so say so and show the flags rather than scaffold a project
      const path = sub === 'create' && rest[0] === 'api' ? 'create api' : 'init';
      return {
        stdout: usage(tool, path),
        stderr: `[oplab] operator-sdk ${path}'s help text is not reproduced in this terminal; its flags are above.\n`,
        exitCode: 0,
      };
    }
    if (sub === 'version') {
      // the v3.12.0 release binary: goreleaser's ldflags (the tag's commit, its build date; vendor
      // 1.27.1 as its KUBERNETES_VERSION), printed by cmd/version.go with %#v
      const text =
        tool.name === 'kubebuilder'
          ? `Version: main.version{KubeBuilderVersion:"${tool.version}", KubernetesVendor:"1.27.1", GitCommit:"b48f95cd5384eadcdfd02a47a02910f72ddc7ea8", BuildDate:"2023-09-06T06:04:11Z", GoOs:"linux", GoArch:"amd64"}\n`
          : `operator-sdk version: "${tool.version}", kubernetes version: "1.27.0", go version: "go1.21.5", GOOS: "linux", GOARCH: "amd64"\n`;
      return { stdout: text, stderr: '', exitCode: 0 };
    }
    if (sub === 'create' && (rest[0] === 'api' || (tool.name === 'kubebuilder' && rest[0] === 'webhook'))) {
      const clock = world.net.clock;
      const start = clock.now();
      const stamp = () => String(Math.floor((clock.now() - start) / 1000)).padStart(4, '0');
      const chunks: OutputChunk[] = [];
      const path = `create ${rest[0]}`;
      const flagErr = tool.name === 'kubebuilder' ? flagError(path, rest.slice(1)) : undefined;
      if (flagErr !== undefined) {
        pushChunk(chunks, 2, `Error: ${flagErr}\n${usage(tool, path)}FATA[0000] ${flagErr}\n`);
        return written(chunks, 1);
      }
      const r = await (rest[0] === 'api' ? createApi : createWebhook)(
        rest.slice(1),
        ctx,
        {
          info: (msg) => pushChunk(chunks, 2, `INFO[${stamp()}] ${msg}\n`),
          fatal: (msg) => {
            pushChunk(
              chunks,
              2,
              `Error: ${msg}\n${usage(tool, path)}FATA[${stamp()}] ${msg.replace(/\n$/, '')}\n`,
            );
            return written(chunks, 1);
          },
          out: (t) => pushChunk(chunks, 1, t),
          err: (t) => pushChunk(chunks, 2, t),
          order: world.order,
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
    const chunks: OutputChunk[] = [];
    const stamp = () => String(Math.floor((clock.now() - start) / 1000)).padStart(4, '0');
    // logrus' default TTY formatter: level and seconds since start (TOOLCHAIN.md A1.1).
    const info = (msg: string) => pushChunk(chunks, 2, `INFO[${stamp()}] ${msg}\n`);
    const fatal = (msg: string) => {
      pushChunk(chunks, 2, `Error: ${msg}\n${usage(tool)}FATA[${stamp()}] ${msg.replace(/\n$/, '')}\n`);
      return written(chunks, 1);
    };
    const flagErr = tool.name === 'kubebuilder' ? flagError('init', rest) : undefined;
    if (flagErr !== undefined) return fatal(flagErr);
    const flags = parseFlags(rest);
    const dir = ctx.cwd;
    const wrap = (phase: string, cause: string) =>
      `failed to initialize project: ${phase} "${PLUGIN_KEY}": ${cause}`;

    // [SOURCE] kubebuilder v3.12.0 pkg/cli/cmd_helpers.go preRunEFunc: an existing PROJECT first,
    // then the plugins' InjectConfig (kustomize/v2: the project name; go/v4: the repository), then
    // their PreScaffold (go/v4: the Go version, the directory's files)
    if (tool.name === 'kubebuilder' && (await ctx.fs.exists(`${dir}/PROJECT`))) {
      return fatal('failed to initialize project: already initialized');
    }
    const projectName = flags.get('project-name') ?? (dir.split('/').pop() ?? '').toLowerCase();
    const nameErrs = [
      ...(projectName.length > 56 ? ['must be no more than 56 characters'] : []),
      ...(/^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/.test(projectName)
        ? []
        : [
            "a DNS-1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9](?:[-a-z0-9]*[a-z0-9])?')",
          ]),
    ];
    if (nameErrs.length > 0) {
      return fatal(
        `failed to initialize project: unable to inject the configuration to "kustomize.common.kubebuilder.io/v2": project name (${projectName}) is invalid: [${nameErrs.join(' ')}]`,
      );
    }
    let repo = flags.get('repo');
    if (!repo) {
      const found = await findCurrentRepo(ctx);
      if ('err' in found) {
        return fatal(
          `failed to initialize project: unable to inject the configuration to "${PLUGIN_KEY}": error finding current repository: ${found.err}`,
        );
      }
      repo = found.path;
    }
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
    const params: ScaffoldParams = {
      repo,
      domain: flags.get('domain') ?? 'my.domain',
      projectName,
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
      // RunCmd gives the child the tool's stdout and stderr: its pieces come in order with the INFO lines
      const r = await execChunks(ctx, command, ctx.exportedEnv ?? {}, world.order);
      for (const c of r.chunks) pushChunk(chunks, c.fd, c.text);
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
    pushChunk(chunks, 1, `Next: define a resource with:\n$ ${tool.name} create api\n`);
    return written(chunks, 0);
  });
}

export const kubebuilderCommand = (world: ShellWorld) => initCommand(KUBEBUILDER, world);
export const operatorSdkCommand = (world: ShellWorld) => initCommand(OPERATOR_SDK, world);
