package main

import "fmt"

type IPv4 [4]byte

func header(buf []byte) *[4]byte {
	return (*[4]byte)(buf[2:])
}

func main() {
	buf := []byte{0xCA, 0xFE, 10, 0, 0, 1, 0xFF}
	h := header(buf)
	h[3] = 7
	fmt.Println(buf, *h, &h[0] == &buf[2], &h[1] == &buf[2])

	names := make([]string, 6)
	first := (*[3]string)(names)
	first[1] = "b"
	names[0] = "a"
	fmt.Printf("%q %q\n", names, *first)
	fmt.Println(&first[2] == &names[2])

	ip := IPv4(buf[2:6])
	ip[0] = 192
	fmt.Println(ip, buf[2])

	defer func() { fmt.Println("recovered:", recover()) }()
	_ = (*[8]byte)(buf)
}

// Output:
// [202 254 10 0 0 7 255] [10 0 0 7] true false
// ["a" "b" "" "" "" ""] ["a" "b" ""]
// true
// [192 0 0 7] 10
// recovered: runtime error: cannot convert slice with length 7 to array or pointer to array with length 8
