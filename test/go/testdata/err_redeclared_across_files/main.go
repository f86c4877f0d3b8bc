package main

import "fmt"

type Config struct{ Name string }

func (c Config) String() string { return c.Name }

func helper() int { return 1 }

const version = "v1"

func main() {
	fmt.Println(helper(), Config{}, version)
}

// Error:
// # command-line-arguments
// ./util.go:3:6: Config redeclared in this block
// 	./main.go:5:6: other declaration of Config
// ./util.go:8:18: method Config.String already declared at ./main.go:7:17
// ./util.go:10:6: helper redeclared in this block
// 	./main.go:9:6: other declaration of helper
// ./util.go:12:5: version redeclared in this block
// 	./main.go:11:7: other declaration of version
