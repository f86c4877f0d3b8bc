// What go1.23's net/url makes of each input (test/kube/apiserver/cel/urls.test.ts compares the CEL URL
// library's parser with it). Run by scripts/regen-cel-net-golden.sh; only the standard library.
package main

import (
	"encoding/json"
	"net/url"
	"os"
	"sort"
)

func main() {
	var inputs []string
	json.NewDecoder(os.Stdin).Decode(&inputs)
	type out struct {
		In, IsURLErr, ConvErr, Scheme, Host, Hostname, Port, Path string
		Query                                                     [][]string
	}
	var res []out
	for _, s := range inputs {
		o := out{In: s}
		if _, err := url.ParseRequestURI(s); err != nil {
			o.IsURLErr = err.Error()
		} else if u, err := url.Parse(s); err != nil {
			o.ConvErr = err.Error()
		} else {
			o.Scheme, o.Host, o.Hostname, o.Port, o.Path = u.Scheme, u.Host, u.Hostname(), u.Port(), u.EscapedPath()
			q := u.Query()
			keys := make([]string, 0)
			for k := range q {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				o.Query = append(o.Query, append([]string{k}, q[k]...))
			}
		}
		res = append(res, o)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	enc.Encode(res)
}
