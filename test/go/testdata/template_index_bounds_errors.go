package main

import (
	"fmt"
	"strings"
	"text/template"
)

func main() {
	for _, src := range []string{`{{index .S 2}}`, `{{index .S 3}}`, `{{index .A 2}}`, `{{index .A 5}}`, `{{index .Str 3}}`, `{{index .Str 9}}`, `{{index .S -1}}`, `{{slice .S 3}}`, `{{slice .S 4}}`} {
		t := template.Must(template.New("t").Parse(src))
		var sb strings.Builder
		err := t.Execute(&sb, map[string]any{"S": []int{1, 2}, "A": [2]string{"a", "b"}, "Str": "abc"})
		fmt.Println(src, sb.String(), err)
	}
}

// Output:
// {{index .S 2}}  template: t:1:2: executing "t" at <index .S 2>: error calling index: reflect: slice index out of range
// {{index .S 3}}  template: t:1:2: executing "t" at <index .S 3>: error calling index: index out of range: 3
// {{index .A 2}}  template: t:1:2: executing "t" at <index .A 2>: error calling index: reflect: array index out of range
// {{index .A 5}}  template: t:1:2: executing "t" at <index .A 5>: error calling index: index out of range: 5
// {{index .Str 3}}  template: t:1:2: executing "t" at <index .Str 3>: error calling index: reflect: string index out of range
// {{index .Str 9}}  template: t:1:2: executing "t" at <index .Str 9>: error calling index: index out of range: 9
// {{index .S -1}}  template: t:1:2: executing "t" at <index .S -1>: error calling index: index out of range: -1
// {{slice .S 3}}  template: t:1:2: executing "t" at <slice .S 3>: error calling slice: index out of range: 3
// {{slice .S 4}}  template: t:1:2: executing "t" at <slice .S 4>: error calling slice: index out of range: 4
