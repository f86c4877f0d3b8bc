package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	r := strings.NewReader("añb")
	fmt.Println(r.UnreadRune())
	c, n, _ := r.ReadRune()
	fmt.Println(string(c), n, r.UnreadRune(), r.UnreadRune())
	c, n, _ = r.ReadRune()
	c, n, _ = r.ReadRune()
	fmt.Println(string(c), n, r.UnreadRune(), r.Len())
	b := make([]byte, 3)
	k, err := r.ReadAt(b, 2)
	fmt.Printf("%d %q %v\n", k, b[:k], err)
	_, err = r.ReadAt(b, -2)
	fmt.Println(err)
	p, err := r.Seek(1, io.SeekStart)
	fmt.Println(p, err, r.Len())
	_, err = r.Seek(0, 9)
	fmt.Println(err)
	_, err = r.Seek(-9, io.SeekCurrent)
	fmt.Println(err)
	r.Reset("xyz")
	w, err := r.WriteTo(os.Stdout)
	fmt.Println("", w, err, r.Len())
	w, err = r.WriteTo(os.Stdout)
	fmt.Println(w, err)

	rep := strings.NewReplacer("a", "1", "b", "2")
	m, err := rep.WriteString(os.Stdout, "abcab\n")
	fmt.Println(m, err)
}

// Output:
// strings.Reader.UnreadRune: at beginning of string
// a 1 <nil> strings.Reader.UnreadRune: at beginning of string
// ñ 2 <nil> 3
// 2 "\xb1b" EOF
// strings.Reader.ReadAt: negative offset
// 1 <nil> 3
// strings.Reader.Seek: invalid whence
// strings.Reader.Seek: negative position
// xyz 3 <nil> 0
// 0 <nil>
// 12c12
// 6 <nil>
