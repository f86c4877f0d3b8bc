// Command gen records real Go output for the standard-library tests (see scripts/regen-std-golden.sh).
// Each output file holds JSON lines; the TypeScript tests replay them against src/go/std.
package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

type out struct {
	enc *json.Encoder
	f   *os.File
}

func create(dir, name string) *out {
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		panic(err)
	}
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	return &out{enc, f}
}

// str encodes a Go string for JSON: as is when valid UTF-8, else as {"hex": ...}.
func str(s string) any {
	if utf8.ValidString(s) {
		return s
	}
	return map[string]string{"hex": hex.EncodeToString([]byte(s))}
}

func (o *out) rec(v map[string]any) {
	if err := o.enc.Encode(v); err != nil {
		panic(err)
	}
}

func main() {
	dir := os.Args[1]
	genFmt(create(dir, "fmt.jsonl"))
	genStrconv(create(dir, "strconv.jsonl"))
	genTime(create(dir, "time.jsonl"))
	genStrings(create(dir, "strings.jsonl"))
	genSort(create(dir, "sort.jsonl"))
}

func args(names []string) []any {
	a := make([]any, len(names))
	for i, n := range names {
		v, ok := values[n]
		if !ok {
			panic("no value " + n)
		}
		a[i] = v
	}
	return a
}

func genFmt(o *out) {
	scalar := map[string]bool{}
	for _, n := range order {
		switch values[n].(type) {
		case int, int8, uint8, uint16, int32, uint64, uint, float64, float32, complex128, string, bool, []byte:
			scalar[n] = true
		}
	}
	verbs := []string{"v", "+v", "#v", "T", "d", "s", "q", "x", "X", "o", "O", "b", "c", "U", "e", "E", "f", "F", "g", "G", "t"}
	combos := []string{"", "5", "-5", "05", "+", " ", "#", ".0", ".2", "8.3", "-8.3", "+08.2", "# ", "+.1", "010", "-010", ".10"}
	emit := func(format string, names []string) {
		s := fmt.Sprintf(format, args(names)...)
		if strings.Contains(s, "0xc0") {
			return // heap addresses differ between runs
		}
		o.rec(map[string]any{"fn": "Sprintf", "f": format, "a": names, "o": str(s)})
	}
	for _, n := range order {
		for _, v := range verbs {
			emit("%"+v, []string{n})
			if scalar[n] && v != "T" && v != "+v" && v != "#v" {
				for _, c := range combos[1:] {
					emit("%"+c+v, []string{n})
				}
			}
		}
	}
	specials := []struct {
		f string
		a []string
	}{
		{"%d %d", []string{"i42"}},
		{"%d", []string{"i42", "s"}},
		{"%d", []string{"i42", "s", "nil", "st"}},
		{"hi", []string{"i42"}},
		{"%[2]d %[1]d", []string{"i42", "in42"}},
		{"%[3]d", []string{"i42", "in42"}},
		{"%[0]d", []string{"i42"}},
		{"%[x]d", []string{"i42"}},
		{"%[2]*[1]d", []string{"i42", "u8"}},
		{"%*d|", []string{"u8", "i42"}},
		{"%-*d|", []string{"u8", "i42"}},
		{"%*d|", []string{"in42", "i42"}},
		{"%*d|", []string{"s", "i42"}},
		{"%.*f|", []string{"u", "fpi"}},
		{"%.*f|", []string{"in42", "fpi"}},
		{"%*.*f|", []string{"u8", "u", "fpi"}},
		{"%.*d|", []string{"f1", "i42"}},
		{"%", nil},
		{"%!", nil},
		{"%d", nil},
		{"%z", []string{"i42"}},
		{"%.", []string{"i42"}},
		{"%-", []string{"i42"}},
		{"%5.2%|", nil},
		{"%é", []string{"i42"}},
		{"%w", []string{"err"}},
		{"%v %v", []string{"nil", "nil"}},
		{"%s", []string{"nil"}},
		{"%d", []string{"nil"}},
		{"%.3s|%.1q|%5.1s|", []string{"suni", "suni", "suni"}},
		{"%x|%X|% x|%#x|%# X", []string{"s", "s", "s", "s", "s"}},
		{"%08.3f|%-8.3f|%+.3e|%+08d|% d", []string{"fneg", "fpi", "fpi", "i42", "i42"}},
		{"%6.2f|%6.2f", []string{"fpi", "f2_5"}},
		{"%.0f %.0f %.1f %.2f", []string{"f2_5", "f0_125", "f0_125", "f1_005"}},
		{"%#.3g %#g %#.0f %#e", []string{"f1", "f100", "f1", "f1"}},
		{"%t %v", []string{"bt", "bf"}},
		{"%s and %v", []string{"err", "err"}},
		{"%d items", []string{"sli"}},
		{"%x", []string{"sli"}},
		{"%q", []string{"sls"}},
		{"%5d|%-5d|", []string{"sli", "sli"}},
		{"%v %d", []string{"stringer", "stringer"}},
		{"%s", []string{"st"}},
		{"%d", []string{"st"}},
		{"%x", []string{"st"}},
		{"%v|%+v|%#v", []string{"nest", "nest", "nest"}},
		{"%v|%+v|%#v", []string{"emb", "emb", "emb"}},
		{"%v|%+v|%#v", []string{"hidden", "hidden", "hidden"}},
		{"%v|%s|%d", []string{"ifaces", "ifaces", "ifaces"}},
		{"%v|%#v", []string{"mstringer", "mstringer"}},
		{"%v|%#v|%+v", []string{"mst", "mst", "mst"}},
		{"%v|%#v|%d", []string{"pint", "pint", "pint"}},
		{"%08v|%-8v|%8v", []string{"s", "sli", "st"}},
		{"%U|%#U|%#.6U", []string{"runeX", "rune", "rune"}},
		{"%c|%c|%q|%q|%+q", []string{"runeX", "runeBad", "runeBad", "rune", "rune"}},
		{"%x|%X|%#x", []string{"fpi", "fpi", "f1"}},
		{"%b", []string{"fpi"}},
		{"%.3x|%.0x|%x", []string{"fpi", "f1", "f32"}},
		{"%v %v %v %v %v %v", []string{"f1e20", "f1e21", "f123456", "f1e6", "f1em5", "fsmall"}},
		{"%v %.3v %10.4v|", []string{"fpi", "fpi", "fpi"}},
		{"%q %v %s", []string{"bs", "bs", "bs"}},
		{"%s|%q|%x|%v", []string{"arrb", "arrb", "arrb", "arrb"}},
	}
	for _, s := range specials {
		emit(s.f, s.a)
	}
	prints := [][]string{
		{"s", "s"}, {"i42", "i0"}, {"s", "i42", "s"}, {"i42", "s", "i42"}, {"i42", "nil", "s"},
		{"nil", "nil"}, {"stringer", "mystr", "named"}, {"err", "i42"}, {"fpi", "st", "sli"}, {},
		{"mystr", "mystr"}, {"s", "nil", "s"},
	}
	for _, names := range prints {
		o.rec(map[string]any{"fn": "Sprint", "a": names, "o": str(fmt.Sprint(args(names)...))})
		o.rec(map[string]any{"fn": "Sprintln", "a": names, "o": str(fmt.Sprintln(args(names)...))})
	}
	errs := []struct {
		f string
		a []string
	}{
		{"wrap: %w", []string{"err"}},
		{"no verbs", nil},
		{"%w and %w", []string{"err", "err"}},
		{"%w", []string{"s"}},
		{"%d %w", []string{"i42", "err"}},
		{"%[2]w %[1]w", []string{"err", "err"}},
		{"%v", []string{"err"}},
	}
	for _, e := range errs {
		err := fmt.Errorf(e.f, args(e.a)...)
		o.rec(map[string]any{"fn": "Errorf", "f": e.f, "a": e.a, "o": str(err.Error()), "t": fmt.Sprintf("%T", err)})
	}
}
