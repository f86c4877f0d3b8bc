// Go maps (src/go/interp/hashtable.ts behind GoMap): the semantics Go defines for keys and for maps
// changed while ranged over, checked against the output of compiled Go 1.23 (maps-large.test.ts:
// past the 2^24 entries where a JS Map stops).
import { describe, expect, it } from 'vitest';
import { runGo } from './harness.ts';

// Output of `go run` (Go 1.23) on this program; its lines do not depend on Go's iteration order.
const PROGRAM =
  'package main\n\nimport (\n\t"fmt"\n\t"math"\n)\n\ntype point struct{ X, Y int }\n\nfunc main() {\n\t// NaN is never equal to itself: every insert adds an entry, no lookup finds one.\n\tf := map[float64]int{}\n\tf[math.NaN()] = 1\n\tf[math.NaN()] = 2\n\tf[0] = 3\n\tf[math.Copysign(0, -1)] = 4\n\t_, ok := f[math.NaN()]\n\tdelete(f, math.NaN())\n\tn, sum := 0, 0\n\tfor k, v := range f {\n\t\tif k != k {\n\t\t\tn++\n\t\t}\n\t\tsum += v\n\t}\n\tfmt.Println(len(f), ok, f[0], n, sum)\n\tclear(f)\n\tfmt.Println(len(f))\n\n\t// Deleting the entries not yet reached: they are not produced.\n\tm := map[string]int{}\n\tfor i := 0; i < 1000; i++ {\n\t\tm[fmt.Sprint("k", i)] = i\n\t}\n\tseen := 0\n\tfor k := range m {\n\t\tseen++\n\t\tfor k2 := range m {\n\t\t\tif k2 != k {\n\t\t\t\tdelete(m, k2)\n\t\t\t}\n\t\t}\n\t}\n\tfmt.Println(seen, len(m))\n\n\t// Churn: many deletes and inserts while ranging; every entry produced at most once.\n\tc := map[int]int{}\n\tfor i := 0; i < 5000; i++ {\n\t\tc[i] = i\n\t}\n\tproduced := map[int]bool{}\n\tfor k := range c {\n\t\tif produced[k] {\n\t\t\tfmt.Println("twice", k)\n\t\t}\n\t\tproduced[k] = true\n\t\tif k%2 == 0 {\n\t\t\tfor j := 0; j < 3; j++ {\n\t\t\t\tdelete(c, k+j*7+1)\n\t\t\t\tc[100000+k*3+j] = k\n\t\t\t}\n\t\t}\n\t}\n\tfmt.Println(len(produced) > 0)\n\n\t// m[k] op= v whose right side grows the map past several rebuilds.\n\tg := map[string]int{"a": 1}\n\tgrow := func() int {\n\t\tfor i := 0; i < 3000; i++ {\n\t\t\tg[fmt.Sprint(i)] = i\n\t\t}\n\t\tfor i := 0; i < 2900; i++ {\n\t\t\tdelete(g, fmt.Sprint(i))\n\t\t}\n\t\treturn 10\n\t}\n\tg["a"] += grow()\n\tg["b"] += grow()\n\tfmt.Println(len(g), g["a"], g["b"])\n\n\t// Keys of every comparable kind.\n\tbig := map[int64]string{math.MaxInt64: "max", math.MinInt64: "min", 1 << 53: "2^53", -1: "-1"}\n\tu := map[uint64]bool{math.MaxUint64: true}\n\tb := map[bool]int{true: 1, false: 2}\n\tp := map[point]int{{1, 2}: 3}\n\tp[point{1, 2}]++\n\tvar x, y int\n\tptr := map[*int]int{&x: 1, &y: 2, nil: 3}\n\tiface := map[any]int{1: 1, "1": 2, point{1, 2}: 4, nil: 5}\n\tiface[1.0] = 3\n\tarr := map[[2]string]int{{"a", "b"}: 1}\n\tarr[[2]string{"a", "b"}] += 5\n\tfmt.Println(big[math.MaxInt64], big[math.MinInt64], big[1<<53], big[-1], len(big), u[math.MaxUint64], b[true], b[false],\n\t\tp[point{1, 2}], ptr[&x], ptr[&y], ptr[nil], len(iface), iface[1.0], iface[point{1, 2}], iface[nil], arr[[2]string{"a", "b"}])\n\tdelete(big, math.MinInt64)\n\tdelete(p, point{1, 2})\n\tfmt.Println(len(big), len(p))\n\n\t// Insertion, deletion and re-insertion keep len and lookups right across rebuilds.\n\ts := map[string]int{}\n\tfor round := 0; round < 4; round++ {\n\t\tfor i := 0; i < 20000; i++ {\n\t\t\ts[fmt.Sprint("key-", i)] += round + 1\n\t\t}\n\t\tfor i := 0; i < 20000; i += 3 {\n\t\t\tdelete(s, fmt.Sprint("key-", i))\n\t\t}\n\t}\n\tacc := 0\n\tfor k, v := range s {\n\t\tacc += v + len(k)\n\t}\n\tfmt.Println(len(s), acc, s["key-1"], s["key-3"], s["key-2"])\n}\n\nfunc init() {\n\t// Adding an entry for each entry seen ends.\n\tm := map[int]bool{0: true, 1: true, 2: true}\n\tsteps := 0\n\tfor k := range m {\n\t\tm[k+3] = true\n\t\tsteps++\n\t\tif steps > 100000 {\n\t\t\tbreak\n\t\t}\n\t}\n\tfmt.Println(steps < 100000, len(m) == steps+3)\n}\n';
const GO_OUTPUT =
  'true true\n3 false 4 2 7\n0\n1 1\ntrue\n102 11 10\nmax min 2^53 -1 4 true 1 2 4 1 2 3 5 3 4 5 6\n3 0\n13333 245923 10 0 10\n';

describe('Go maps', () => {
  it('treats NaN, -0, every comparable key kind and maps changed while ranged over as Go does', () => {
    const r = runGo(PROGRAM);
    expect(r.errors).toEqual([]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(GO_OUTPUT);
  });
  it('iterates in insertion order, a re-inserted key last (deterministic runs)', () => {
    const r = runGo(
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tm := map[string]int{}\n\tfor _, k := range []string{"c", "a", "b", "d"} {\n\t\tm[k] = len(m)\n\t}\n\tdelete(m, "a")\n\tm["a"] = 9\n\tfor k, v := range m {\n\t\tfmt.Print(k, v, " ")\n\t}\n\tfmt.Println()\n}\n',
    );
    expect(r.stdout).toBe('c0 b2 d3 a9 \n');
  });
});
