package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
)

func main() {
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("a < b && c > d"))
	r2 := strings.NewReplacer("aaa", "3", "aa", "2", "a", "1")
	fmt.Println(r2.Replace("aaaaaa aaaa a"))
	fmt.Println(strings.Title("hello wide world"), strings.ToTitle("ǳ"), strings.ToUpper("ﬁx ß"))
	fmt.Println(strings.Cut("key=value=x", "="))
	fmt.Println(strings.CutPrefix("prefix-body", "prefix-"))
	fmt.Println(strings.CutSuffix("file.tar.gz", ".zip"))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.SplitAfterN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.FieldsFunc("a1b22c333", unicode.IsDigit))
	fmt.Println(strings.LastIndexAny("golang", "gn"), strings.IndexFunc("abc1", unicode.IsNumber), strings.ContainsAny("x", ""), strings.ContainsRune("abc", 'c'))
	fmt.Println(strings.TrimFunc("123abc456", unicode.IsDigit), strings.Trim("xxhixx", "x"), strings.TrimLeft("aabbcc", "ab"), strings.TrimPrefix("aabb", "a"))
	fmt.Println(strings.Repeat("=-", 5), strings.Compare("a", "b"), strings.HasSuffix("", ""))
	var sb strings.Builder
	sb.Grow(10)
	for i := 3; i > 0; i-- {
		fmt.Fprintf(&sb, "%d...", i)
	}
	sb.WriteString("liftoff")
	fmt.Println(sb.String(), sb.Len())
	var buf bytes.Buffer
	buf.WriteString("hello world")
	b := make([]byte, 5)
	n, _ := buf.Read(b)
	fmt.Println(n, string(b), buf.String(), buf.Len())
	line, err := buf.ReadString('z')
	fmt.Printf("%q %v\n", line, err)
	buf.Reset()
	buf.Write([]byte{'a', 'b'})
	buf.WriteByte('c')
	buf.WriteRune('é')
	fmt.Println(buf.Bytes(), buf.Cap() >= 5)
	buf.Truncate(1)
	fmt.Println(buf.String())
	rd := strings.NewReader("abcdef")
	rd.Seek(2, 0)
	c, _ := rd.ReadByte()
	rd.UnreadByte()
	rest := make([]byte, 10)
	k, _ := rd.Read(rest)
	fmt.Println(string(c), string(rest[:k]), rd.Len(), rd.Size())
	fmt.Println(bytes.Equal(nil, []byte{}), bytes.Compare([]byte("a"), nil), bytes.Fields([]byte(" a b ")), bytes.Title([]byte("x y")))
	defer func() { fmt.Println("recovered:", recover()) }()
	cp := sb
	cp.WriteString("boom")
}

// Output:
// a &lt; b &amp;&amp; c &gt; d
// 33 31 1
// Hello Wide World ǲ ﬁX ß
// key value=x true
// body true
// file.tar.gz false
// ["a," "b," "c"]
// ["a," "b,c,d"]
// ["a" "b" "c"]
// 5 3 false true
// abc hi cc abb
// =-=-=-=-=- -1 true
// 3...2...1...liftoff 19
// 5 hello  world 6
// " world" EOF
// [97 98 99 195 169] true
// a
// c cdef 0 6
// true 1 [[97] [98]] [88 32 89]
// recovered: strings: illegal use of non-zero Builder copied by value
