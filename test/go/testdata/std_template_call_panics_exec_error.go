package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"text/template"
)

type Obj struct {
	Name string
	P    *Obj
}

func (o Obj) Boom() string    { panic("boom in method") }
func (o Obj) BoomErr() string { panic(errors.New("an error value")) }
func (o *Obj) Deep() string   { return o.P.Name }
func (o Obj) Num() int        { panic(42) }
func (o Obj) Fail() (string, error) {
	return "", fmt.Errorf("wrapped: %w", os.ErrNotExist)
}

// text/template's safeCall recovers a panic of a called method or function and reports it as
// "error calling F: ..."; Execute's errors are template.ExecError values wrapping the cause.
func main() {
	funcs := template.FuncMap{
		"bad":  func() string { panic(fmt.Errorf("func panic: %w", os.ErrClosed)) },
		"nilp": func() string { panic(nil) },
	}
	for _, src := range []string{
		"a={{.Name}} b={{.Boom}}",
		"{{.BoomErr}}",
		"{{.Deep}}",
		"{{.Num}}",
		"{{bad}}",
		"{{nilp}}",
		"{{.Fail}}",
		"{{if .Name}}{{.Boom | printf \"%s\"}}{{end}}",
		`{{define "inner"}}[{{.Boom}}]{{end}}x{{template "inner" .}}`,
		"{{.Missing}}",
		"{{with .P}}{{.Name}}{{end}}ok",
	} {
		t := template.Must(template.New("t").Funcs(funcs).Parse(src))
		err := t.Execute(os.Stdout, &Obj{Name: "n"})
		fmt.Println()
		var ee template.ExecError
		isExec := errors.As(err, &ee)
		fmt.Printf("  err: %v\n  ExecError: %v %q; unwraps: %v; not exist: %v; closed: %v\n",
			err, isExec, ee.Name, errors.Unwrap(errors.Unwrap(err)) != nil,
			errors.Is(err, os.ErrNotExist), errors.Is(err, os.ErrClosed))
	}
	err := template.Must(template.New("w").Parse("x")).ExecuteTemplate(io.Discard, "nope", nil)
	var ee template.ExecError
	fmt.Println(err, errors.As(err, &ee))
}

// Output:
// a=n b=
//   err: template: t:1:16: executing "t" at <.Boom>: error calling Boom: boom in method
//   ExecError: true "t"; unwraps: true; not exist: false; closed: false
//
//   err: template: t:1:2: executing "t" at <.BoomErr>: error calling BoomErr: an error value
//   ExecError: true "t"; unwraps: true; not exist: false; closed: false
//
//   err: template: t:1:2: executing "t" at <.Deep>: error calling Deep: runtime error: invalid memory address or nil pointer dereference
//   ExecError: true "t"; unwraps: true; not exist: false; closed: false
//
//   err: template: t:1:2: executing "t" at <.Num>: error calling Num: 42
//   ExecError: true "t"; unwraps: true; not exist: false; closed: false
//
//   err: template: t:1:2: executing "t" at <bad>: error calling bad: func panic: file already closed
//   ExecError: true "t"; unwraps: true; not exist: false; closed: true
//
//   err: template: t:1:2: executing "t" at <nilp>: error calling nilp: panic called with nil argument
//   ExecError: true "t"; unwraps: true; not exist: false; closed: false
//
//   err: template: t:1:2: executing "t" at <.Fail>: error calling Fail: wrapped: file does not exist
//   ExecError: true "t"; unwraps: true; not exist: true; closed: false
//
//   err: template: t:1:14: executing "t" at <.Boom>: error calling Boom: boom in method
//   ExecError: true "t"; unwraps: true; not exist: false; closed: false
// x[
//   err: template: t:1:21: executing "inner" at <.Boom>: error calling Boom: boom in method
//   ExecError: true "inner"; unwraps: true; not exist: false; closed: false
//
//   err: template: t:1:2: executing "t" at <.Missing>: can't evaluate field Missing in type *main.Obj
//   ExecError: true "t"; unwraps: false; not exist: false; closed: false
// ok
//   err: <nil>
//   ExecError: false ""; unwraps: false; not exist: false; closed: false
// template: no template "nope" associated with template "w" false
