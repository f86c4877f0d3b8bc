package main

import (
	"fmt"
	"strings"
	"text/template"
)

func main() {
	data := map[string]any{"m": map[string]any{"a": 1}, "e": map[string]error{}, "n": map[int]any{}}
	for _, s := range []string{`{{index .m "missing"}}`, `{{if index .m "missing"}}t{{else}}f{{end}}`, `{{index .m "missing" | printf "%v"}}`, `{{len (index .m "missing")}}`, `{{index .e "x"}}`, `{{index .n 3}}`, `{{printf "%T" (index .m "zz")}}`, `{{html (index .m "zz") nil .missing}}`, `{{js .m.zz}}`, `{{eq (index .m "zz") nil}}`} {
		var sb strings.Builder
		err := template.Must(template.New("t").Parse(s)).Execute(&sb, data)
		fmt.Printf("%-44q %q %v\n", s, sb.String(), err)
	}
}

// Output:
// "{{index .m \"missing\"}}"                   "<no value>" <nil>
// "{{if index .m \"missing\"}}t{{else}}f{{end}}" "f" <nil>
// "{{index .m \"missing\" | printf \"%v\"}}"   "<nil>" <nil>
// "{{len (index .m \"missing\")}}"             "" template: t:1:2: executing "t" at <len (index .m "missing")>: error calling len: reflect: call of reflect.Value.Type on zero Value
// "{{index .e \"x\"}}"                         "<nil>" <nil>
// "{{index .n 3}}"                             "<no value>" <nil>
// "{{printf \"%T\" (index .m \"zz\")}}"        "<nil>" <nil>
// "{{html (index .m \"zz\") nil .missing}}"    "&lt;no value&gt;&lt;no value&gt;&lt;no value&gt;" <nil>
// "{{js .m.zz}}"                               "\\u003Cno value\\u003E" <nil>
// "{{eq (index .m \"zz\") nil}}"               "true" <nil>
