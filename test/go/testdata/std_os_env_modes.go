package main

import (
	"fmt"
	"os"
)

func main() {
	os.Setenv("A", "1")
	fmt.Println(os.Getenv("A"), len(os.Environ()) > 0)
	os.Clearenv()
	fmt.Println(os.Environ(), os.Getenv("A") == "")
	fmt.Println(os.ModeType, os.ModeSymlink|0644, os.SEEK_END, os.IsPathSeparator('/'), os.IsPathSeparator('x'))
}

// Output:
// 1 true
// [] true
// dLDpSc?--------- Lrw-r--r-- 2 true false
