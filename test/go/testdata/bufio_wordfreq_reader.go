package main

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode"
)

const text = `The quick brown fox -- jumps over the lazy dog.
"The dog," said the fox, "is LAZY!"
Naïve café owners' dogs don't jump; foxes do.

  trailing   spaces   here   
no newline at end`

func main() {
	// Count words with a rune-level reader.
	r := bufio.NewReader(strings.NewReader(text))
	counts := map[string]int{}
	var word []rune
	flush := func() {
		if len(word) > 0 {
			counts[strings.ToLower(string(word))]++
			word = word[:0]
		}
	}
	lines, runes, bytesRead := 0, 0, 0
	for {
		c, size, err := r.ReadRune()
		if err == io.EOF {
			flush()
			break
		}
		if err != nil {
			panic(err)
		}
		runes++
		bytesRead += size
		if c == '\n' {
			lines++
		}
		if unicode.IsLetter(c) || c == '\'' {
			word = append(word, c)
		} else {
			flush()
		}
	}
	type kv struct {
		k string
		v int
	}
	var kvs []kv
	for k, v := range counts {
		kvs = append(kvs, kv{k, v})
	}
	sort.Slice(kvs, func(i, j int) bool {
		if kvs[i].v != kvs[j].v {
			return kvs[i].v > kvs[j].v
		}
		return kvs[i].k < kvs[j].k
	})
	fmt.Printf("lines=%d runes=%d bytes=%d distinct=%d\n", lines, runes, bytesRead, len(kvs))
	for _, e := range kvs[:8] {
		fmt.Printf("%-8q %2d\n", e.k, e.v)
	}

	// Line by line with ReadString, which returns the last line without '\n' and io.EOF.
	r2 := bufio.NewReaderSize(strings.NewReader(text), 16)
	for i := 1; ; i++ {
		line, err := r2.ReadString('\n')
		fmt.Printf("%d %q %v\n", i, line, err)
		if err != nil {
			break
		}
	}

	// ReadLine with a tiny buffer reports isPrefix.
	r3 := bufio.NewReaderSize(strings.NewReader("short\nthis line is definitely longer than sixteen\nend"), 16)
	for {
		b, prefix, err := r3.ReadLine()
		if err != nil {
			fmt.Println("err:", err)
			break
		}
		fmt.Printf("%q prefix=%v\n", b, prefix)
	}

	// Peek, UnreadRune, Buffered.
	r4 := bufio.NewReader(strings.NewReader("héllo"))
	p, err := r4.Peek(3)
	fmt.Printf("peek %q %v buffered=%d\n", p, err, r4.Buffered())
	c, n, _ := r4.ReadRune()
	fmt.Println(string(c), n)
	fmt.Println(r4.UnreadRune(), r4.UnreadRune())
	c, n, _ = r4.ReadRune()
	c2, n2, _ := r4.ReadRune()
	fmt.Println(string(c), n, string(c2), n2)
	fmt.Println(r4.UnreadByte())
	b, _ := r4.ReadByte()
	fmt.Printf("%x\n", b)
	_, err = r4.Peek(100)
	fmt.Println(err)
	_, err = bufio.NewReaderSize(strings.NewReader("abcdefghijklmnopqrstuvwxyz"), 16).Peek(20)
	fmt.Println(err)
	_, err = r4.Discard(10)
	fmt.Println(err)
}

// Output:
// lines=5 runes=178 bytes=180 distinct=25
// "the"     4
// "dog"     2
// "fox"     2
// "lazy"    2
// "at"      1
// "brown"   1
// "café"    1
// "do"      1
// 1 "The quick brown fox -- jumps over the lazy dog.\n" <nil>
// 2 "\"The dog,\" said the fox, \"is LAZY!\"\n" <nil>
// 3 "Naïve café owners' dogs don't jump; foxes do.\n" <nil>
// 4 "\n" <nil>
// 5 "  trailing   spaces   here   \n" <nil>
// 6 "no newline at end" EOF
// "short" prefix=false
// "this line is def" prefix=true
// "initely longer t" prefix=true
// "han sixteen" prefix=false
// "end" prefix=false
// err: EOF
// peek "hé" <nil> buffered=6
// h 1
// <nil> bufio: invalid use of UnreadRune
// h 1 é 2
// <nil>
// a9
// EOF
// bufio: buffer full
// EOF
