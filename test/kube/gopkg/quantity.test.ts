// resource.Quantity below a thousandth (issue 20's leftover): the amount is value × 10^scale as the
// real int64Amount, so micro and nano quantities keep their precision in String(), JSON, the
// scaled values, Cmp/Add/Sub and Semantic.DeepEqual. Expected values worked out from
// [AM] pkg/api/resource/quantity.go (ParseQuantity's fast path and its inf.Dec path rounded up to
// nanos, CanonicalizeBytes) and amount.go (AsCanonicalBytes, AsScaledInt64, AsInt64), v0.34.1.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"encoding/json"
	"fmt"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/resource"
)

type Limits struct {
	CPU resource.Quantity \`json:"cpu"\`
}

func main() {
	for _, s := range []string{"1u", "500n", "0.5m", "0.1n", "1.5Gi", "128Mi", "1000m", "1e-7", "-1.5m", "100u"} {
		q := resource.MustParse(s)
		fmt.Println(s, q.String(), q.Value(), q.MilliValue(), q.ScaledValue(resource.Micro), q.ScaledValue(resource.Nano))
	}
	fmt.Println(resource.NewScaledQuantity(5, resource.Micro).String(), resource.NewMilliQuantity(1500, resource.DecimalSI).String())

	a := resource.MustParse("1m")
	a.Add(resource.MustParse("1u"))
	b := resource.MustParse("1")
	b.Sub(resource.MustParse("1n"))
	fmt.Println(a.String(), b.String())
	x, y := resource.MustParse("1u"), resource.MustParse("1n")
	fmt.Println(x.Cmp(y), y.Cmp(x), x.Equal(resource.MustParse("1000n")), x.CmpInt64(0))
	fmt.Println(equality.Semantic.DeepEqual(resource.MustParse("1u"), resource.MustParse("2u")),
		equality.Semantic.DeepEqual(resource.MustParse("1u"), resource.MustParse("1000n")))
	k, m := resource.MustParse("1k"), resource.MustParse("1000m")
	fmt.Println(k.AsInt64())
	fmt.Println(m.AsInt64())

	var l Limits
	fmt.Println(json.Unmarshal([]byte(\`{"cpu":"250u"}\`), &l))
	out, _ := json.Marshal(l)
	fmt.Println(string(out), l.CPU.MilliValue())
	r := resource.MustParse("1500u")
	fmt.Println(r.RoundUp(resource.Milli), r.String())
}
`;

describe('resource.Quantity keeps precision below a thousandth', () => {
  it('prints what the real package prints', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '1u 1u 1 1 1 1000',
        '500n 500n 1 1 1 500',
        '0.5m 500u 1 1 500 500000',
        '0.1n 1n 1 1 1 1',
        '1.5Gi 1536Mi 1610612736 1610612736000 1610612736000000 1610612736000000000',
        '128Mi 128Mi 134217728 134217728000 134217728000000 134217728000000000',
        '1000m 1 1 1000 1000000 1000000000',
        '1e-7 100e-9 1 1 1 100',
        '-1.5m -1500u -1 -2 -1500 -1500000',
        '100u 100u 1 1 100 100000',
        '5u 1500m',
        '1001u 999999999n',
        '1 -1 true 1',
        'false true',
        '1000 true',
        '0 false',
        '<nil>',
        '{"cpu":"250u"} 1',
        'false 2m',
        '',
      ].join('\n'),
    );
  });
});
