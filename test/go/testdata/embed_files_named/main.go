package main

import (
	"embed"
	"fmt"
)

//go:embed data/*.txt
var data embed.FS

func main() {
	entries, err := data.ReadDir("data")
	fmt.Println(len(entries), err)
	for _, e := range entries {
		b, _ := data.ReadFile("data/" + e.Name())
		fmt.Printf("%s: %q (%s)\n", e.Name(), b, greeting)
	}
}

// Output:
// 2 <nil>
// a.txt: "alpha\n" (alpha
// )
// b.txt: "beta\n" (alpha
// )
