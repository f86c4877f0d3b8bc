package main

import (
	"os"
	"text/template"
)

type D struct {
	Arr [4]int
	S   []int
}

func main() {
	t := template.Must(template.New("a").Parse(`{{ slice .Arr 1 3 }} {{ slice .Arr 1 2 3 }} {{ printf "%T" (slice .Arr 0) }} {{ len (slice .Arr 2) }} {{ range slice .Arr 1 }}{{ . }}{{ end }}` + "\n"))
	t.Execute(os.Stdout, &D{Arr: [4]int{1, 2, 3, 4}})
	err := t.Execute(os.Stdout, D{Arr: [4]int{1, 2, 3, 4}})
	os.Stdout.WriteString(err.Error() + "\n")
}

// Output:
// [2 3] [2] []int 2 234
// template: a:1:3: executing "a" at <slice .Arr 1 3>: error calling slice: reflect.Value.Slice: slice of unaddressable array
