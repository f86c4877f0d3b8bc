// What the full sandbox mounts into a WebContainer: the playground's project at the root (with the
// cluster pane written where `oplab run` and `kubectl apply` expect it, config/samples/<name>), and
// the `oplab` CLI as a local npm package with a bin shim, so `npx oplab run .` finds it without the
// registry. Pure data: tested by writing the same tree to a directory and running it with Node.
import { objectsPath, type PlaygroundProject } from '../project.ts';

/** The shape WebContainer's mount() takes (@webcontainer/api FileSystemTree), kept local so this stays pure. */
export type MountNode = { directory: MountTree } | { file: { contents: string | Uint8Array } };
export interface MountTree {
  [name: string]: MountNode;
}

/** The prebuilt CLI: file names (flat, as the bundler writes them) to contents; `oplab.js` is the entry. */
export interface CliBundle {
  files: Record<string, string | Uint8Array>;
}

export const CLI_ENTRY = 'oplab.js';

export function samplesPath(project: PlaygroundProject): string | undefined {
  if (project.objects.trim() === '') return undefined;
  return objectsPath(project);
}

/** The command the sandbox suggests: the same run the playground's Run button does. */
export function sandboxCommand(project: PlaygroundProject): string {
  const objects = samplesPath(project);
  return objects ? `npx oplab run . --objects ${objects}` : 'npx oplab run .';
}

function put(tree: MountTree, path: string, contents: string | Uint8Array): void {
  const parts = path.split('/');
  let dir = tree;
  for (const part of parts.slice(0, -1)) {
    const node = (dir[part] ??= { directory: {} });
    if (!('directory' in node)) throw new Error(`${path}: ${part} is a file and a folder`);
    dir = node.directory;
  }
  const name = parts.at(-1) ?? path;
  if (dir[name]) throw new Error(`${path}: twice in the project`);
  dir[name] = { file: { contents } };
}

export function sandboxTree(project: PlaygroundProject, cli: CliBundle): MountTree {
  if (!(CLI_ENTRY in cli.files)) throw new Error(`the CLI bundle has no ${CLI_ENTRY}`);
  const tree: MountTree = {};
  const has = new Set(project.files.map((f) => f.path));
  for (const f of project.files) put(tree, f.path, f.content);
  const objects = samplesPath(project);
  if (objects && !has.has(objects)) put(tree, objects, project.objects);
  // A project's own package.json or node_modules would be shadowed: refuse rather than overwrite.
  for (const reserved of ['package.json', 'node_modules'])
    if (tree[reserved]) throw new Error(`the project has its own ${reserved}; the sandbox needs that name`);
  put(
    tree,
    'package.json',
    `${JSON.stringify(
      {
        name: 'operator-lab-sandbox',
        private: true,
        description: 'An operator project from Operator Lab’s playground, with the oplab CLI.',
        scripts: { run: sandboxCommand(project).replace(/^npx /, '') },
      },
      null,
      2,
    )}\n`,
  );
  put(
    tree,
    'node_modules/oplab/package.json',
    `${JSON.stringify({ name: 'oplab', private: true, type: 'module', bin: { oplab: CLI_ENTRY } }, null, 2)}\n`,
  );
  for (const [name, contents] of Object.entries(cli.files)) put(tree, `node_modules/oplab/${name}`, contents);
  // npm links bins on install; nothing is installed here, so the shim is written as npm would link it.
  put(tree, 'node_modules/.bin/oplab', `#!/usr/bin/env node\nimport '../oplab/${CLI_ENTRY}';\n`);
  return tree;
}
