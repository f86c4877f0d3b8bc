package main

import (
	"bufio"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

type Section map[string]string

type SyntaxError struct {
	Line int
	Msg  string
}

func (e SyntaxError) Error() string { return "line " + strconv.Itoa(e.Line) + ": " + e.Msg }

func parse(src string) (map[string]Section, []error) {
	out := map[string]Section{"": {}}
	cur := ""
	var errs []error
	sc := bufio.NewScanner(strings.NewReader(src))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if i := strings.IndexAny(line, ";#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		switch {
		case line == "":
		case strings.HasPrefix(line, "["):
			name, ok := strings.CutSuffix(line[1:], "]")
			if !ok || name == "" {
				errs = append(errs, SyntaxError{n, fmt.Sprintf("bad section header %q", line)})
				continue
			}
			cur = strings.ToLower(name)
			if _, dup := out[cur]; dup {
				errs = append(errs, SyntaxError{n, "duplicate section " + cur})
			}
			out[cur] = Section{}
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				errs = append(errs, SyntaxError{n, fmt.Sprintf("expected key=value, got %q", line)})
				continue
			}
			k = strings.TrimSpace(k)
			v = strings.Trim(strings.TrimSpace(v), `"`)
			out[cur][k] = v
		}
	}
	return out, errs
}

const conf = `
; global
debug = true
[Server]
host = "0.0.0.0"
port=8080   # inline comment
timeout = 2.5
[server]
workers = 4
[bad
just some words
[]
[Paths]
root = /var/www
empty =
`

func main() {
	cfg, errs := parse(conf)
	names := make([]string, 0, len(cfg))
	for k := range cfg {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, n := range names {
		keys := make([]string, 0)
		for k := range cfg[n] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Printf("[%s]\n", n)
		for _, k := range keys {
			fmt.Printf("  %s = %q\n", k, cfg[n][k])
		}
	}
	err := errors.Join(errs...)
	fmt.Println(err)
	var se SyntaxError
	fmt.Println(errors.As(err, &se), se.Line)
	port, err := strconv.ParseUint(cfg["server"]["port"], 10, 16)
	fmt.Println(port, err)
	_, err = strconv.ParseBool(cfg[""]["debug"] + "!")
	fmt.Println(err)
	t, _ := strconv.ParseFloat(cfg["server"]["timeout"], 64)
	fmt.Println(strconv.FormatFloat(t*1000, 'f', 0, 64)+"ms", strconv.Quote(cfg["paths"]["empty"]))
}

// Output:
// []
//   debug = "true"
// [paths]
//   empty = ""
//   root = "/var/www"
// [server]
//   workers = "4"
// line 8: duplicate section server
// line 10: bad section header "[bad"
// line 11: expected key=value, got "just some words"
// line 12: bad section header "[]"
// true 8
// 0 strconv.ParseUint: parsing "": invalid syntax
// strconv.ParseBool: parsing "true!": invalid syntax
// 0ms ""
