// go.mod parsing and printing, in the layout `go mod tidy` writes since Go 1.17: direct
// requirements in the first block, `// indirect` ones in a second block.
import { parseGoVersion } from './semver.ts';

export interface GoModRequire {
  path: string;
  version: string;
  indirect: boolean;
}

export interface GoModReplace {
  from: string;
  /** Module path of the replacement (may equal `from`). */
  to: string;
  version: string;
}

export interface GoMod {
  module: string;
  go?: string;
  toolchain?: string;
  requires: GoModRequire[];
  replaces: GoModReplace[];
}

export type GoModParse = { ok: true; mod: GoMod } | { ok: false; errors: string[] };

/** Parses go.mod text; errors are `go.mod:LINE: message` as cmd/go prints them. */
/**
 * `legacy`: parse as Go ≤ 1.20 does — three-part go versions and the toolchain directive are
 * errors there (TOOLCHAIN.md A2.9, [CAPTURED] go1.19.8).
 */
export function parseGoMod(text: string, file = 'go.mod', legacy = false): GoModParse {
  const mod: GoMod = { module: '', requires: [], replaces: [] };
  const errors: string[] = [];
  const lines = text.split('\n');
  let block: string | undefined;
  const handle = (verb: string, rest: string, lineNo: number) => {
    const indirect = /\/\/\s*indirect\s*$/.test(rest);
    const body = rest.replace(/\/\/.*$/, '').trim();
    const f = body.split(/\s+/).filter(Boolean);
    switch (verb) {
      case 'module':
        mod.module = f[0]?.replace(/^"|"$/g, '') ?? '';
        break;
      case 'go':
        if (!f[0] || !parseGoVersion(f[0]) || f[0].startsWith('go') || (legacy && !/^1\.\d+$/.test(f[0]))) {
          errors.push(`${file}:${lineNo}: invalid go version '${f[0] ?? ''}': must match format 1.23`);
        } else mod.go = f[0];
        break;
      case 'toolchain':
        if (legacy) errors.push(`${file}:${lineNo}: unknown directive: toolchain`);
        else mod.toolchain = f[0];
        break;
      case 'require':
        if (f.length !== 2) errors.push(`${file}:${lineNo}: usage: require module/path v1.2.3`);
        else mod.requires.push({ path: f[0], version: f[1], indirect });
        break;
      case 'replace': {
        const arrow = f.indexOf('=>');
        const to = arrow >= 0 ? f.slice(arrow + 1) : [];
        if (arrow < 1 || to.length !== 2) {
          errors.push(`${file}:${lineNo}: usage: replace module/path [v1.2.3] => other/module v1.4`);
        } else mod.replaces.push({ from: f[0], to: to[0], version: to[1] });
        break;
      }
      case 'exclude':
      case 'retract':
      case 'godebug':
        break;
      default:
        errors.push(`${file}:${lineNo}: unknown directive: ${verb}`);
    }
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const lineNo = i + 1;
    if (line === '' || line.startsWith('//')) return;
    if (block) {
      if (line === ')') block = undefined;
      else handle(block, line, lineNo);
      return;
    }
    const m = /^(\S+)\s*(.*)$/.exec(line);
    if (!m) return;
    const [, verb, rest] = m;
    if (rest.trim() === '(') {
      block = verb;
      return;
    }
    handle(verb, rest, lineNo);
  });
  if (errors.length === 0 && mod.module === '') errors.push(`${file}: no module declaration in go.mod`);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, mod };
}

export function formatGoMod(mod: GoMod): string {
  let out = `module ${mod.module}\n`;
  if (mod.go) out += `\ngo ${mod.go}\n`;
  if (mod.toolchain) out += `\ntoolchain ${mod.toolchain}\n`;
  const direct = mod.requires.filter((r) => !r.indirect);
  const indirect = mod.requires.filter((r) => r.indirect);
  for (const group of [direct, indirect]) {
    if (group.length === 0) continue;
    if (group.length === 1 && mod.requires.length === 1) {
      const r = group[0];
      out += `\nrequire ${r.path} ${r.version}${r.indirect ? ' // indirect' : ''}\n`;
      continue;
    }
    out += '\nrequire (\n';
    for (const r of group) out += `\t${r.path} ${r.version}${r.indirect ? ' // indirect' : ''}\n`;
    out += ')\n';
  }
  if (mod.replaces.length > 0) {
    out += mod.replaces.length === 1 ? '\nreplace ' : '\nreplace (\n';
    for (const r of mod.replaces) {
      out += `${mod.replaces.length === 1 ? '' : '\t'}${r.from} => ${r.to} ${r.version}\n`;
    }
    if (mod.replaces.length > 1) out += ')\n';
  }
  return out;
}

export function requiredVersion(mod: GoMod, path: string): string | undefined {
  return mod.requires.find((r) => r.path === path)?.version;
}

// ---- go.sum ----

export type GoSum = Map<string, string>;

/** Parses go.sum; keys are `path version` or `path version/go.mod`. */
export function parseGoSum(text: string): GoSum {
  const sum: GoSum = new Map();
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length === 3) sum.set(`${f[0]} ${f[1]}`, f[2]);
  }
  return sum;
}

export function formatGoSum(sum: GoSum): string {
  const keys = [...sum.keys()].sort();
  return keys.map((k) => `${k} ${sum.get(k)}\n`).join('');
}
