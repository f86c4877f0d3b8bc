package main

import (
	"fmt"
	"os"
	"text/template"
)

func main() {
	for _, src := range []string{`{{nil}}`, `{{nil 1}}`, `{{if eq . nil}}x{{end}}`, `a{{ nil | printf "%v" }}`, `{{printf "%v" nil}}`, `{{1 2}}`, `{{"s" 1}}`, `{{. 1}}`, `{{true 1}}`, `{{1.5}}`} {
		t, err := template.New("t").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		err = t.Execute(os.Stdout, 1)
		fmt.Println("|", err)
	}
}

// Output:
// | template: t:1:2: executing "t" at <nil>: nil is not a command
// | template: t:1:2: executing "t" at <nil>: can't give argument to non-function nil
// | <nil>
// a| template: t:1:4: executing "t" at <nil>: nil is not a command
// <nil>| <nil>
// | template: t:1:2: executing "t" at <1>: can't give argument to non-function 1
// | template: t:1:2: executing "t" at <"s">: can't give argument to non-function "s"
// | template: t:1:2: executing "t" at <.>: can't give argument to non-function .
// | template: t:1:2: executing "t" at <true>: can't give argument to non-function true
// 1.5| <nil>
