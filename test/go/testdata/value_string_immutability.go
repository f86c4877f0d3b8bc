package main

import "fmt"

func main() {
	s := "hello"
	t := s
	b := []byte(s)
	b[0] = 'j'
	fmt.Println(s, t, string(b))
	s += " world"
	fmt.Println(s, t)
	sub := s[6:]
	fmt.Println(sub, len(sub))
	bs := []byte("abc")
	str := string(bs)
	bs[0] = 'X'
	fmt.Println(str, string(bs))
}

// Output:
// hello hello jello
// hello world hello
// world 5
// abc Xbc
