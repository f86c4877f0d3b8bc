// Sums V8 CPU profiles (`node --cpu-prof`) of several runs of one command and prints where the time
// went: the call tree (inclusive share, children above --min percent) and the functions with the
// most self time. How the figures in bench/README.md were found:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof packages/cli/oplab.js grade scope-get --solution  (×3)
//   node bench/profile/summarize.ts /tmp/prof/*.cpuprofile [--min 1.5] [--depth 12] [--top 30]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TreeNode {
  key: string;
  time: number;
  children: Map<string, TreeNode>;
}

const argv = process.argv.slice(2);
const option = (name: string, dflt: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const min = option('--min', 1.5);
const depth = option('--depth', 12);
const top = option('--top', 30);
const files = argv.filter((a) => a.endsWith('.cpuprofile'));
if (files.length === 0) {
  console.error(
    'usage: node bench/profile/summarize.ts FILE.cpuprofile... [--min PCT] [--depth N] [--top N]',
  );
  process.exit(2);
}

const root: TreeNode = { key: '(all)', time: 0, children: new Map() };
const self = new Map<string, number>();
for (const file of files) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const sampled = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++)
    sampled.set(p.samples[i], (sampled.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
  // Iterative: profiles of deep Go programs nest deeper than a recursive walk may go.
  const stack: { n: ProfileNode; into: TreeNode; path: TreeNode[] }[] = [
    { n: p.nodes[0], into: root, path: [] },
  ];
  while (stack.length > 0) {
    const { n, into, path } = stack.pop()!;
    const cf = n.callFrame;
    const key = `${cf.functionName || '(anonymous)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`;
    let t = into.children.get(key);
    if (t === undefined) into.children.set(key, (t = { key, time: 0, children: new Map() }));
    const own = sampled.get(n.id) ?? 0;
    self.set(key, (self.get(key) ?? 0) + own);
    // A frame's time counts once for each distinct ancestor on its path (the tree is per path).
    for (const a of [...path, t]) a.time += own;
    root.time += own;
    for (const c of n.children ?? []) stack.push({ n: byId.get(c)!, into: t, path: [...path, t] });
  }
}

const pct = (t: number) => `${((100 * t) / root.time).toFixed(1).padStart(5)}%`;
console.log(`${files.length} profile(s), ${(root.time / 1000 / files.length).toFixed(0)} ms each on average`);
console.log('\ncall tree (inclusive):');
const print = (n: TreeNode, d: number) => {
  for (const c of [...n.children.values()].sort((a, b) => b.time - a.time)) {
    if ((100 * c.time) / root.time < min) continue;
    console.log(`${pct(c.time)} ${'  '.repeat(d)}${c.key}`);
    if (d < depth) print(c, d + 1);
  }
};
print(root, 0);
console.log('\nself time:');
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)} ${k}`);
