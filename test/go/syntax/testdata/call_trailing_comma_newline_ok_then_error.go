package main

import "fmt"

package main

func main() {
	fmt.Println(
		1,
		2,
	)
	fmt.Println(1 2)
}

// Error:
// 5:1: syntax error: non-declaration statement outside function body
// 12:16: syntax error: unexpected literal 2 in argument list; possibly missing comma or )
