// What each JavaScript chunk of the built site holds (issue 18, page weight): every byte of a chunk
// is attributed, through its source map, to the module it came from, and modules are summed into
// parts (a package, a Monaco area, a folder of src/). Per part: bytes as shipped and gzip of those
// bytes alone (compressed apart, so the parts add up to a little more than the chunk's own gzip).
// Build with source maps first (not linked from the chunks; an ordinary build makes none):
//   OPLAB_BUNDLE_MAPS=1 npx astro build && node bench/bundle.ts [CHUNK-PREFIX…] [--min PERCENT]
// With no prefix, every chunk of 10 KB or more; --min hides parts under PERCENT of their chunk (1);
// BUNDLE_DEPTH=N names parts by N folders of src/ (2).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.SITE_DIST ?? join(import.meta.dirname, '..', 'dist');
const assets = join(dist, '_astro');

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** One line of a source map's `mappings`: [generated column, source index | -1] per segment. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const out: [number, number][] = [];
  let col = 0;
  for (const seg of line.split(',')) {
    if (seg === '') continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const c of seg) {
      const d = B64_VALUE.get(c) ?? 0;
      value += (d & 31) << shift;
      if (d & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    col += fields[0] ?? 0;
    if (fields.length >= 4) state.source += fields[1] ?? 0;
    out.push([col, fields.length >= 4 ? state.source : -1]);
  }
  return out;
}

/** How many folders of src/ name a part (BUNDLE_DEPTH=4: src/go/std/encoding/json). */
const SRC_DEPTH = Number(process.env.BUNDLE_DEPTH ?? 2);

/** The part a module belongs to: a Monaco area, a package, or a folder of this project. */
export function partOf(source: string): string {
  const s = source.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '');
  const monaco = /node_modules\/monaco-editor\/esm\/vs\/(.*)$/.exec(s);
  if (monaco) {
    const p = monaco[1]!.split('/');
    // vs/editor/contrib/<name>, vs/editor/standalone/…, vs/base/browser/ui/<name>, vs/platform/<name>
    const depth = p[1] === 'contrib' || (p[0] === 'base' && p[2] === 'ui') ? 3 : p[0] === 'platform' ? 2 : 2;
    return `monaco-editor: vs/${p.slice(0, Math.min(depth, p.length - 1)).join('/')}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s);
  if (pkg) return pkg[1]!;
  const src = /(?:^|\/)src\/(.*)$/.exec(s);
  if (src) {
    const p = src[1]!.split('/');
    return `src/${p.slice(0, Math.min(SRC_DEPTH, p.length - 1)).join('/') || p[0]}`;
  }
  return s.includes('\0') || s === '' ? '(generated)' : s;
}

interface Part {
  name: string;
  bytes: number;
  gzip: number;
}

/** Bytes of one chunk by part, from its source map. */
export function analyse(code: string, map: { sources: string[]; mappings: string }): Part[] {
  const pieces = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (text === '') return;
    let list = pieces.get(name);
    if (!list) pieces.set(name, (list = []));
    list.push(text);
  };
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const state = { source: 0 };
  for (const [i, line] of lines.entries()) {
    const segs = decodeLine(mapLines[i] ?? '', state);
    if (segs.length === 0) {
      add('(no source)', `${line}\n`);
      continue;
    }
    add('(no source)', line.slice(0, segs[0]![0]));
    for (const [j, [col, src]] of segs.entries()) {
      const end = segs[j + 1]?.[0] ?? line.length;
      add(src < 0 ? '(no source)' : partOf(map.sources[src] ?? ''), line.slice(col, end));
    }
  }
  return [...pieces].map(([name, list]) => {
    const text = list.join('');
    return { name, bytes: Buffer.byteLength(text), gzip: gzipSync(text).length };
  });
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const minAt = args.indexOf('--min');
  const min = minAt >= 0 ? Number(args[minAt + 1]) : 1;
  const prefixes = args.filter((a, i) => !a.startsWith('--') && (minAt < 0 || i !== minAt + 1));
  const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(8);
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) =>
      prefixes.length > 0
        ? prefixes.some((p) => f.startsWith(p))
        : readFileSync(join(assets, f)).length >= 10 * 1024,
    )
    .sort();
  let missing = 0;
  for (const f of chunks) {
    const code = readFileSync(join(assets, f), 'utf8');
    const mapFile = join(assets, `${f}.map`);
    const gz = gzipSync(code).length;
    if (!existsSync(mapFile)) {
      missing++;
      console.log(`${f}: ${kb(code.length)} KB, ${kb(gz)} KB gzip (no source map)`);
      continue;
    }
    const parts = analyse(code, JSON.parse(readFileSync(mapFile, 'utf8'))).sort((a, b) => b.bytes - a.bytes);
    const total = Buffer.byteLength(code);
    console.log(`\n${f}: ${kb(total).trim()} KB, ${kb(gz).trim()} KB gzip`);
    console.log(`${'KB'.padStart(8)} ${'gzip KB'.padStart(8)}  share  part`);
    let rest = { bytes: 0, gzip: 0, n: 0 };
    for (const p of parts) {
      const share = (100 * p.bytes) / total;
      if (share < min) {
        rest = { bytes: rest.bytes + p.bytes, gzip: rest.gzip + p.gzip, n: rest.n + 1 };
        continue;
      }
      console.log(`${kb(p.bytes)} ${kb(p.gzip)} ${share.toFixed(1).padStart(5)}%  ${p.name}`);
    }
    if (rest.n > 0)
      console.log(
        `${kb(rest.bytes)} ${kb(rest.gzip)} ${((100 * rest.bytes) / total).toFixed(1).padStart(5)}%  (${rest.n} parts under ${min}%)`,
      );
  }
  if (missing > 0)
    console.log(
      `\n${missing} chunk(s) without a source map: build with OPLAB_BUNDLE_MAPS=1 (see the header).`,
    );
}
