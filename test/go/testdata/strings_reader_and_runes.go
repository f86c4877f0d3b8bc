package main

import (
	"fmt"
	"io"
	"strings"
)

func main() {
	r := strings.NewReader("héllo")
	fmt.Println(r.Len(), r.Size())
	for {
		ch, size, err := r.ReadRune()
		if err == io.EOF {
			fmt.Println("EOF")
			break
		}
		fmt.Printf("%c:%d ", ch, size)
	}
	buf := make([]byte, 3)
	r2 := strings.NewReader("abcdefgh")
	for {
		n, err := r2.Read(buf)
		if n > 0 {
			fmt.Printf("[%s]", buf[:n])
		}
		if err != nil {
			fmt.Println(" ", err)
			break
		}
	}
	all, _ := io.ReadAll(strings.NewReader("read all of it"))
	fmt.Println(string(all), len(all))
}

// Output:
// 6 6
// h:1 é:2 l:1 l:1 o:1 EOF
// [abc][def][gh]  EOF
// read all of it 14
