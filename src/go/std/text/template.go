package template

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

type FuncMap map[string]any

type Template struct {
	name       string
	set        int
	leftDelim  string
	rightDelim string
}

func newSet() int
func parse(set int, name string, text string, left string, right string) string
func names(set int) []string
func cloneSet(set int) int
func isTrue(val any) bool
func addFuncs(set int, m FuncMap) (string, bool)
func defined(set int, name string) bool
func setOption(set int, name string, opt string) string

// execute runs template name: its output, and on failure exec.go's error message, the error the
// message ends with (wrapped with %w), and the name of the template executing then.
func execute(set int, name string, data any, sprint func(...any) string, sprintf func(string, ...any) string, sprintln func(...any) string) (string, string, error, string)

// ExecError is the custom error type returned when Execute has an error evaluating its template.
// (If a write error occurs, the actual error is returned; it will not be of type ExecError.)
type ExecError struct {
	Name string // Name of template.
	Err  error  // Pre-formatted error.
}

func (e ExecError) Error() string {
	return e.Err.Error()
}

func (e ExecError) Unwrap() error {
	return e.Err
}

func New(name string) *Template { return &Template{name: name, set: newSet()} }

func Must(t *Template, err error) *Template {
	if err != nil {
		panic(err)
	}
	return t
}

func (t *Template) New(name string) *Template {
	return &Template{name, t.set, t.leftDelim, t.rightDelim}
}

func (t *Template) Name() string { return t.name }
func (t *Template) Funcs(funcMap FuncMap) *Template {
	// funcs.go addValueFuncs panics with an error for a bad name or signature, a string for a
	// value that is not a function.
	if msg, isErr := addFuncs(t.set, funcMap); msg != "" {
		if isErr {
			panic(errors.New(msg))
		}
		panic(msg)
	}
	return t
}

func (t *Template) Option(opt ...string) *Template {
	for _, o := range opt {
		if msg := setOption(t.set, t.name, o); msg != "" {
			panic(msg)
		}
	}
	return t
}

func (t *Template) Parse(text string) (*Template, error) {
	if msg := parse(t.set, t.name, text, t.leftDelim, t.rightDelim); msg != "" {
		return nil, errors.New(msg)
	}
	return t, nil
}

func (t *Template) Lookup(name string) *Template {
	if !defined(t.set, name) {
		return nil
	}
	return &Template{name, t.set, t.leftDelim, t.rightDelim}
}

// Delims sets the action delimiters for later Parse calls; empty means the default {{ or }}.
func (t *Template) Delims(left, right string) *Template {
	t.leftDelim = left
	t.rightDelim = right
	return t
}

// Clone returns a duplicate of the template and all its associated templates, which later Parse
// calls on either side do not affect.
func (t *Template) Clone() (*Template, error) {
	return &Template{t.name, cloneSet(t.set), t.leftDelim, t.rightDelim}, nil
}

// Templates returns the templates associated with t (Go's order is a map's; here, definition order).
func (t *Template) Templates() []*Template {
	ns := names(t.set)
	m := make([]*Template, 0, len(ns))
	for _, n := range ns {
		m = append(m, &Template{n, t.set, t.leftDelim, t.rightDelim})
	}
	return m
}

// DefinedTemplates lists the defined templates, prefixed by "; defined templates are: ".
func (t *Template) DefinedTemplates() string {
	var b strings.Builder
	for _, name := range names(t.set) {
		if b.Len() == 0 {
			b.WriteString("; defined templates are: ")
		} else {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", name)
	}
	return b.String()
}

// IsTrue reports whether the value is 'true' in the sense of the template's if action.
func IsTrue(val any) (truth, ok bool) { return isTrue(val), true }

func (t *Template) Execute(wr io.Writer, data any) error {
	return t.exec(wr, t.name, data)
}

func (t *Template) ExecuteTemplate(wr io.Writer, name string, data any) error {
	if !defined(t.set, name) {
		return fmt.Errorf("template: no template %q associated with template %q", name, t.name)
	}
	return t.exec(wr, name, data)
}

func (t *Template) exec(wr io.Writer, name string, data any) error {
	out, msg, cause, tmpl := execute(t.set, name, data, fmt.Sprint, fmt.Sprintf, fmt.Sprintln)
	if out != "" {
		if _, err := io.WriteString(wr, out); err != nil {
			return err
		}
	}
	if msg != "" {
		if cause != nil {
			return ExecError{Name: tmpl, Err: fmt.Errorf("%s%w", strings.TrimSuffix(msg, cause.Error()), cause)}
		}
		return ExecError{Name: tmpl, Err: errors.New(msg)}
	}
	return nil
}

func HTMLEscapeString(s string) string
func JSEscapeString(s string) string
func URLQueryEscaper(args ...any) string { return urlquery(fmt.Sprint(args...)) }
func HTMLEscaper(args ...any) string     { return HTMLEscapeString(fmt.Sprint(args...)) }
func JSEscaper(args ...any) string       { return JSEscapeString(fmt.Sprint(args...)) }
func urlquery(s string) string

func HTMLEscape(w io.Writer, b []byte) { io.WriteString(w, HTMLEscapeString(string(b))) }
func JSEscape(w io.Writer, b []byte)   { io.WriteString(w, JSEscapeString(string(b))) }

// ParseFiles, ParseGlob and ParseFS as go1.23's text/template/helper.go: each file a template named
// by its base name; the first one (or t) is the result.
func ParseFiles(filenames ...string) (*Template, error) {
	return parseFiles(nil, readFileOS, filenames...)
}

func (t *Template) ParseFiles(filenames ...string) (*Template, error) {
	return parseFiles(t, readFileOS, filenames...)
}

func parseFiles(t *Template, readFile func(string) (string, []byte, error), filenames ...string) (*Template, error) {
	if len(filenames) == 0 {
		return nil, fmt.Errorf("template: no files named in call to ParseFiles")
	}
	for _, filename := range filenames {
		name, b, err := readFile(filename)
		if err != nil {
			return nil, err
		}
		s := string(b)
		var tmpl *Template
		if t == nil {
			t = New(name)
		}
		if name == t.Name() {
			tmpl = t
		} else {
			tmpl = t.New(name)
		}
		_, err = tmpl.Parse(s)
		if err != nil {
			return nil, err
		}
	}
	return t, nil
}

func ParseGlob(pattern string) (*Template, error) {
	return parseGlob(nil, pattern)
}

func (t *Template) ParseGlob(pattern string) (*Template, error) {
	return parseGlob(t, pattern)
}

func parseGlob(t *Template, pattern string) (*Template, error) {
	filenames, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	if len(filenames) == 0 {
		return nil, fmt.Errorf("template: pattern matches no files: %#q", pattern)
	}
	return parseFiles(t, readFileOS, filenames...)
}

func ParseFS(fsys fs.FS, patterns ...string) (*Template, error) {
	return parseFS(nil, fsys, patterns)
}

func (t *Template) ParseFS(fsys fs.FS, patterns ...string) (*Template, error) {
	return parseFS(t, fsys, patterns)
}

func parseFS(t *Template, fsys fs.FS, patterns []string) (*Template, error) {
	var filenames []string
	for _, pattern := range patterns {
		list, err := fs.Glob(fsys, pattern)
		if err != nil {
			return nil, err
		}
		if len(list) == 0 {
			return nil, fmt.Errorf("template: pattern matches no files: %#q", pattern)
		}
		filenames = append(filenames, list...)
	}
	return parseFiles(t, readFileFS(fsys), filenames...)
}

func readFileOS(file string) (name string, b []byte, err error) {
	name = filepath.Base(file)
	b, err = os.ReadFile(file)
	return
}

func readFileFS(fsys fs.FS) func(string) (string, []byte, error) {
	return func(file string) (name string, b []byte, err error) {
		name = path.Base(file)
		b, err = fs.ReadFile(fsys, file)
		return
	}
}
