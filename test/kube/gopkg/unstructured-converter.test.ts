// runtime.DefaultUnstructuredConverter.ToUnstructured keeps the Go kinds the real reflective walk
// gives ([AM] pkg/runtime/converter.go toUnstructured, v0.34.1): ints of any size as int64, floats as
// float64 even when they hold a whole number (a JSON round trip through util/json would give
// int64 there), values behind json.Marshaler (metav1.Time) as what their JSON decodes to. util/json
// itself turns whole JSON numbers into int64 and "3.0" into float64 (sigs.k8s.io/json
// convertNumber: ParseInt first). FromUnstructured takes either back into a float or an int field.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/json"
)

type Spec struct {
	Replicas int32              \`json:"replicas"\`
	Ratio    float64            \`json:"ratio"\`
	Half     float32            \`json:"half"\`
	Any      interface{}        \`json:"any"\`
	Weights  map[string]float64 \`json:"weights"\`
	Points   []float64          \`json:"points"\`
	Since    metav1.Time        \`json:"since"\`
	Neg      float64            \`json:"neg"\`
}

func main() {
	s := &Spec{Replicas: 3, Ratio: 3, Half: 2.5, Any: float64(4), Weights: map[string]float64{"a": 1}, Points: []float64{1, 1.5}, Neg: -2,
		Since: metav1.NewTime(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))}
	u, err := runtime.DefaultUnstructuredConverter.ToUnstructured(s)
	fmt.Println(err)
	for _, k := range []string{"replicas", "ratio", "half", "any", "since", "neg"} {
		fmt.Printf("%s %T %v\\n", k, u[k], u[k])
	}
	fmt.Printf("weights %T %v\\n", u["weights"].(map[string]interface{})["a"], u["weights"])
	p := u["points"].([]interface{})
	fmt.Printf("points %T %T %v\\n", p[0], p[1], p)

	var back Spec
	fmt.Println(runtime.DefaultUnstructuredConverter.FromUnstructured(u, &back))
	fmt.Println(back.Replicas, back.Ratio, back.Half, back.Any, back.Weights, back.Points, back.Since.UTC(), back.Neg)
	fmt.Println(runtime.DefaultUnstructuredConverter.FromUnstructured(map[string]interface{}{"replicas": float64(5), "ratio": int64(7)}, &back))
	fmt.Println(back.Replicas, back.Ratio)

	var m map[string]interface{}
	fmt.Println(json.Unmarshal([]byte(\`{"a":3,"b":3.0,"c":3.5,"d":1e3}\`), &m))
	fmt.Printf("%T %T %T %T\\n", m["a"], m["b"], m["c"], m["d"])
}
`;

describe('runtime.DefaultUnstructuredConverter keeps a float field float64', () => {
  it('prints the kinds the reflective converter gives', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '<nil>',
        'replicas int64 3',
        'ratio float64 3',
        'half float64 2.5',
        'any float64 4',
        'since string 2026-01-01T00:00:00Z',
        'neg float64 -2',
        'weights float64 map[a:1]',
        'points float64 float64 [1 1.5]',
        '<nil>',
        '3 3 2.5 4 map[a:1] [1 1.5] 2026-01-01 00:00:00 +0000 UTC -2',
        '<nil>',
        '5 7',
        '<nil>',
        'int64 float64 float64 float64',
        '',
      ].join('\n'),
    );
  });
});
