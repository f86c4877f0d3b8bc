// bytes.Trim, TrimLeft, TrimRight, TrimSpace, TrimFunc, TrimLeftFunc, TrimRightFunc, TrimPrefix,
// TrimSuffix, Cut, CutPrefix and CutSuffix return sub-slices of their input
// (go/src/bytes/bytes.go): writing to the result writes the input, and appending to it overwrites
// what was trimmed off the right. Trim, TrimLeft, TrimSpace and TrimLeftFunc return nil when
// nothing is left; TrimRight and TrimRightFunc return s[:0].
package main

import (
	"bytes"
	"fmt"
	"unicode"
)

func b(s string) []byte {
	x := make([]byte, len(s))
	copy(x, s)
	return x
}

func one(name string, p []byte) {
	fmt.Printf("%s %q len=%d cap=%d nil=%v\n", name, p, len(p), cap(p), p == nil)
}

func main() {
	t := b("  hello  ")
	ts := bytes.TrimSpace(t)
	one("trimspace", ts)
	ts[0] = 'H'
	ts = append(ts, '!')
	fmt.Printf("%q\n", t)
	one("trimspace-all", bytes.TrimSpace(b("   ")))
	one("trimspace-empty", bytes.TrimSpace([]byte{}))
	one("trimspace-u", bytes.TrimSpace(b("\u00a0 héllo \u2003")))
	one("trimspace-invalid", bytes.TrimSpace(b(" \xff ")))

	t = b("xxhixx")
	tr := bytes.Trim(t, "x")
	one("trim", tr)
	tr = append(tr, '?')
	fmt.Printf("%q\n", t)
	one("trim-all", bytes.Trim(b("xxxx"), "x"))
	one("trim-empty", bytes.Trim([]byte{}, "x"))
	one("trim-nocut", bytes.Trim(b("xx"), ""))
	one("trim-u", bytes.Trim(b("ééhiéé"), "é"))
	one("trim-multi", bytes.Trim(b("-+hi+-"), "+-"))
	one("trim-invalid", bytes.Trim(b("\xffhi\xff"), "\xff"))
	one("trim-rerr", bytes.Trim(b("\xffhi\xff"), "\uFFFD"))
	one("trimleft", bytes.TrimLeft(b("xxhixx"), "x"))
	one("trimleft-all", bytes.TrimLeft(b("xx"), "x"))
	one("trimright", bytes.TrimRight(b("xxhixx"), "x"))
	one("trimright-all", bytes.TrimRight(b("xx"), "x"))
	one("trimright-empty", bytes.TrimRight([]byte{}, "x"))
	one("trimright-nil", bytes.TrimRight(nil, "x"))

	t = b("123abc456")
	tf := bytes.TrimFunc(t, unicode.IsDigit)
	one("trimfunc", tf)
	tf[0] = 'A'
	fmt.Printf("%q\n", t)
	one("trimfunc-all", bytes.TrimFunc(b("123"), unicode.IsDigit))
	one("trimleftfunc-all", bytes.TrimLeftFunc(b("123"), unicode.IsDigit))
	one("trimleftfunc-empty", bytes.TrimLeftFunc([]byte{}, unicode.IsDigit))
	one("trimrightfunc-all", bytes.TrimRightFunc(b("123"), unicode.IsDigit))
	one("trimrightfunc-nil", bytes.TrimRightFunc(nil, unicode.IsDigit))
	one("trimrightfunc-empty", bytes.TrimRightFunc([]byte{}, unicode.IsDigit))

	one("trimprefix", bytes.TrimPrefix(b("abc"), b("a")))
	one("trimsuffix", bytes.TrimSuffix(b("abc"), b("c")))
	kv := b("k=v")
	k, v, ok := bytes.Cut(kv, b("="))
	one("cut-before", k)
	one("cut-after", v)
	k = append(k, ':')
	fmt.Printf("%q %v\n", kv, ok)
	k, v, ok = bytes.Cut(b("kv"), b("="))
	one("cut-before", k)
	one("cut-after", v)
	fmt.Println(ok)
	c, _ := bytes.CutPrefix(b("k=v"), b("k"))
	one("cutprefix", c)
	c, _ = bytes.CutSuffix(b("k=v"), b("v"))
	one("cutsuffix", c)
}

// Output:
// trimspace "hello" len=5 cap=7 nil=false
// "  Hello! "
// trimspace-all "" len=0 cap=0 nil=true
// trimspace-empty "" len=0 cap=0 nil=true
// trimspace-u "héllo" len=6 cap=10 nil=false
// trimspace-invalid "\xff" len=1 cap=2 nil=false
// trim "hi" len=2 cap=4 nil=false
// "xxhi?x"
// trim-all "" len=0 cap=0 nil=true
// trim-empty "" len=0 cap=0 nil=true
// trim-nocut "xx" len=2 cap=2 nil=false
// trim-u "hi" len=2 cap=6 nil=false
// trim-multi "hi" len=2 cap=4 nil=false
// trim-invalid "hi" len=2 cap=3 nil=false
// trim-rerr "hi" len=2 cap=3 nil=false
// trimleft "hixx" len=4 cap=4 nil=false
// trimleft-all "" len=0 cap=0 nil=true
// trimright "xxhi" len=4 cap=6 nil=false
// trimright-all "" len=0 cap=2 nil=false
// trimright-empty "" len=0 cap=0 nil=false
// trimright-nil "" len=0 cap=0 nil=true
// trimfunc "abc" len=3 cap=6 nil=false
// "123Abc456"
// trimfunc-all "" len=0 cap=0 nil=true
// trimleftfunc-all "" len=0 cap=0 nil=true
// trimleftfunc-empty "" len=0 cap=0 nil=true
// trimrightfunc-all "" len=0 cap=3 nil=false
// trimrightfunc-nil "" len=0 cap=0 nil=true
// trimrightfunc-empty "" len=0 cap=0 nil=false
// trimprefix "bc" len=2 cap=2 nil=false
// trimsuffix "ab" len=2 cap=3 nil=false
// cut-before "k" len=1 cap=3 nil=false
// cut-after "v" len=1 cap=1 nil=false
// "k:v" true
// cut-before "kv" len=2 cap=2 nil=false
// cut-after "" len=0 cap=0 nil=true
// false
// cutprefix "=v" len=2 cap=2 nil=false
// cutsuffix "k=" len=2 cap=3 nil=false
