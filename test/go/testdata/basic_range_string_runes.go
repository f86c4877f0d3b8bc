package main

import "fmt"

func main() {
	s := "héllo, 世界"
	for i, r := range s {
		fmt.Printf("%d:%c ", i, r)
	}
	fmt.Println()
	fmt.Println(len(s), len([]rune(s)))
	b := []byte(s)
	fmt.Println(b[0], b[1], b[2])
	fmt.Println(string(s[7]), s[1:3] == "é")
	rs := []rune(s)
	rs[0] = 'H'
	fmt.Println(string(rs))
}

// Output:
// 0:h 1:é 3:l 4:l 5:o 6:, 7:  8:世 11:界 
// 14 9
// 104 195 169
//   true
// Héllo, 世界
