package main

import (
	"bytes"
	"fmt"
	"unicode"
)

func main() {
	b := []byte("  Key: Value ; other=thing  ")
	fmt.Printf("%q\n", bytes.Split(b, []byte(";")))
	fmt.Printf("%q\n", bytes.SplitN(b, []byte(""), 3))
	fmt.Printf("%q\n", bytes.FieldsFunc(b, func(r rune) bool { return r == ':' || r == '=' || r == ';' }))
	k, v, ok := bytes.Cut(bytes.TrimSpace(b), []byte(":"))
	fmt.Printf("%q %q %t\n", k, v, ok)
	fmt.Println(bytes.Index(b, []byte("other")), bytes.LastIndex(b, []byte(" ")), bytes.IndexAny(b, "=;"), bytes.IndexRune([]byte("héllo"), 'l'), bytes.IndexByte(b, 'V'), bytes.Count(b, []byte("e")), bytes.Count(b, nil))
	fmt.Println(bytes.EqualFold([]byte("Go"), []byte("GO")), bytes.HasPrefix(b, []byte("  K")), bytes.Contains(b, []byte("thing")), bytes.ContainsAny(b, "xyz"), bytes.ContainsRune(b, ';'), bytes.ContainsFunc(b, unicode.IsUpper))
	fmt.Printf("%s|%s|%s|%s\n", bytes.ToUpper(b), bytes.Title([]byte("go is fun")), bytes.TrimLeft(b, " K"), bytes.TrimFunc(b, unicode.IsSpace))
	fmt.Printf("%s\n", bytes.Map(func(r rune) rune {
		if r == ' ' {
			return -1
		}
		return unicode.ToUpper(r)
	}, b))
	fmt.Printf("%s %s\n", bytes.Repeat([]byte("ab"), 3), bytes.Join([][]byte{[]byte("a"), []byte("b")}, []byte("--")))
	fmt.Printf("%q %q\n", bytes.Replace([]byte("aaaa"), []byte("a"), []byte("b"), 2), bytes.ReplaceAll([]byte("abc"), []byte(""), []byte("-")))
	x := []byte("hello")
	y := bytes.Clone(x)
	y[0] = 'j'
	fmt.Println(string(x), string(y), bytes.Clone(nil) == nil, bytes.Compare(x, y), bytes.Equal([]byte{}, nil))
	before, found := bytes.CutPrefix([]byte("v1.2"), []byte("v"))
	fmt.Printf("%s %t\n", before, found)
	fmt.Printf("%q\n", bytes.ToValidUTF8([]byte("a\xffb\xfe"), []byte("?")))
	fmt.Println(bytes.IndexFunc([]byte("abc1"), unicode.IsDigit), bytes.LastIndexByte([]byte("abca"), 'a'), bytes.LastIndexAny([]byte("golang"), "go"))
	var buf bytes.Buffer
	buf.Grow(64)
	fmt.Fprintf(&buf, "%05d|%x", 42, "hi")
	buf.WriteRune('é')
	fmt.Println(buf.String(), buf.Len(), buf.Available() >= 0, string(buf.Bytes()[:3]))
	line, err := buf.ReadString('|')
	fmt.Printf("%q %v %q\n", line, err, buf.String())
	r := bytes.NewReader([]byte("0123456789"))
	p := make([]byte, 4)
	n, _ := r.ReadAt(p, 8)
	fmt.Println(n, string(p[:n]), r.Len(), r.Size())
	r.Seek(3, 0)
	rest := make([]byte, 20)
	n, _ = r.Read(rest)
	fmt.Println(n, string(rest[:n]))
	r.Reset([]byte("new"))
	fmt.Println(r.Len())
}

// Output:
// ["  Key: Value " " other=thing  "]
// [" " " " "Key: Value ; other=thing  "]
// ["  Key" " Value " " other" "thing  "]
// "Key" " Value ; other=thing" true
// 15 27 13 3 7 3 29
// true true true true true true
//   KEY: VALUE ; OTHER=THING  |Go Is Fun|ey: Value ; other=thing  |Key: Value ; other=thing
// KEY:VALUE;OTHER=THING
// ababab a--b
// "bbaa" "-a-b-c-"
// hello jello true -1 true
// 1.2 true
// "a?b?"
// 3 3 5
// 00042|6869é 12 true 000
// "00042|" <nil> "6869é"
// 2 89 10 10
// 7 3456789
// 3
