package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

func main() {
	events := make(chan string)
	go func() {
		for _, e := range []string{"Added", "Modified", "Deleted"} {
			events <- e
		}
		close(events)
	}()
	t := template.Must(template.New("w").Parse(`{{ range $i, $e := . }}{{ $i }}={{ $e }} {{ else }}none{{ end }}` + "\n"))
	fmt.Println(t.Execute(os.Stdout, events))
	empty := make(chan int)
	close(empty)
	fmt.Println(t.Execute(os.Stdout, empty))
	var nilch chan int
	fmt.Println(t.Execute(os.Stdout, nilch))
	for _, src := range []string{
		`{{ with $a, $b := 1 }}{{ end }}`, `{{ if $a, $b := 1 }}{{ end }}`, `{{ $a, $b := 1 }}`,
		`{{ range $a, $b, $c := . }}{{ end }}`, `{{ range $a, $b := . }}{{ $a }}{{ end }}`,
		`{{ range $a := . }}{{ $a }}{{ end }}`, `{{ $x := 1 }}{{ $x = 2 }}{{ $x }}`, `{{ $y = 2 }}`,
		`{{ range . }}{{ $z := . }}{{ end }}{{ $z }}`, `{{ define "a" }}{{ $ }}{{ end }}{{ template "a" 5 }}`,
	} {
		tt, err := template.New("d").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = tt.Execute(&sb, []int{7, 8})
		fmt.Printf("%q %v\n", sb.String(), err)
	}
}

// Output:
// 0=Added 1=Modified 2=Deleted 
// <nil>
// none
// <nil>
// none
// <nil>
// parse: template: d:1: too many declarations in with
// parse: template: d:1: too many declarations in if
// parse: template: d:1: too many declarations in command
// parse: template: d:1: too many declarations in range
// "01" <nil>
// "78" <nil>
// "2" <nil>
// "" template: d:1:8: executing "d" at <2>: undefined variable: $y
// parse: template: d:1: undefined variable "$z"
// "5" <nil>
