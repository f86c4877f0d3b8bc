package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

func walk(path string, v any, out *[]string) {
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			walk(path+"."+k, t[k], out)
		}
	case []any:
		for i, e := range t {
			walk(fmt.Sprintf("%s[%d]", path, i), e, out)
		}
	case string:
		*out = append(*out, fmt.Sprintf("%s = %q", path, t))
	case float64:
		*out = append(*out, fmt.Sprintf("%s = %v (float64)", path, t))
	case json.Number:
		*out = append(*out, fmt.Sprintf("%s = %s (number)", path, t))
	case bool, nil:
		*out = append(*out, fmt.Sprintf("%s = %v", path, t))
	default:
		*out = append(*out, fmt.Sprintf("%s = ? %T", path, t))
	}
}

const doc = `{
  "apiVersion": "apps/v1",
  "kind": "Deployment",
  "metadata": {"name": "web", "labels": {"app": "web", "tier": null}},
  "spec": {"replicas": 3, "paused": false, "ports": [80, 443.5, 1e3], "big": 12345678901234567890}
}`

func main() {
	var v any
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		panic(err)
	}
	var out []string
	walk("$", v, &out)
	fmt.Println(strings.Join(out, "\n"))
	d := json.NewDecoder(strings.NewReader(doc))
	d.UseNumber()
	var n map[string]any
	d.Decode(&n)
	out = nil
	walk("$", n["spec"], &out)
	fmt.Println(strings.Join(out, "\n"))
	b, _ := json.Marshal(map[string]any{"z": 1, "a": []any{true, nil, "x"}, "m": map[string]int{}})
	fmt.Println(string(b))
}

// Output:
// $.apiVersion = "apps/v1"
// $.kind = "Deployment"
// $.metadata.labels.app = "web"
// $.metadata.labels.tier = <nil>
// $.metadata.name = "web"
// $.spec.big = 1.2345678901234567e+19 (float64)
// $.spec.paused = false
// $.spec.ports[0] = 80 (float64)
// $.spec.ports[1] = 443.5 (float64)
// $.spec.ports[2] = 1000 (float64)
// $.spec.replicas = 3 (float64)
// $.big = 12345678901234567890 (number)
// $.paused = false
// $.ports[0] = 80 (number)
// $.ports[1] = 443.5 (number)
// $.ports[2] = 1e3 (number)
// $.replicas = 3 (number)
// {"a":[true,null,"x"],"m":{},"z":1}
