// A generated ~500-line Go program (structs, methods, closures, generics, switches, maps) used to
// measure check time; see perf.test.ts and the report numbers.

export function program500(): string {
  const parts: string[] = [
    'package main',
    '',
    'import (',
    '\t"errors"',
    '\t"fmt"',
    '\t"strings"',
    '\t"time"',
    ')',
    '',
    'type Number interface {',
    '\t~int | ~int64 | ~float64',
    '}',
    '',
    'func Sum[T Number](xs ...T) T {',
    '\tvar s T',
    '\tfor _, x := range xs {',
    '\t\ts += x',
    '\t}',
    '\treturn s',
    '}',
    '',
  ];
  for (let i = 0; parts.length < 480; i++) {
    parts.push(
      `type Item${i} struct {`,
      '\tName   string `json:"name"`',
      '\tCount  int',
      '\tLabels map[string]string',
      '\tNext   *Item' + i,
      '}',
      '',
      `func (it *Item${i}) Describe(prefix string) (string, error) {`,
      '\tif it == nil {',
      '\t\treturn "", errors.New("nil item")',
      '\t}',
      '\tvar b strings.Builder',
      '\tfor k, v := range it.Labels {',
      '\t\tb.WriteString(fmt.Sprintf("%s=%s,", k, v))',
      '\t}',
      '\tswitch {',
      '\tcase it.Count > 10:',
      '\t\tprefix += "big"',
      '\tcase it.Count == 0:',
      '\t\tprefix += "empty"',
      '\tdefault:',
      '\t\tprefix += strings.ToUpper(it.Name)',
      '\t}',
      '\ttotal := Sum(it.Count, 2, 3)',
      '\td := time.Duration(total) * time.Second',
      '\tf := func(n int) int { return n * total }',
      '\treturn fmt.Sprintf("%s %s %d %v", prefix, b.String(), f(2), d), nil',
      '}',
      '',
    );
  }
  parts.push(
    'func main() {',
    '\tit := &Item0{Name: "x", Labels: map[string]string{"a": "b"}}',
    '\ts, err := it.Describe("p")',
    '\tfmt.Println(s, err)',
    '}',
  );
  return parts.join('\n') + '\n';
}
