package main

import (
	"fmt"

	"example.com/op/apps"
	"example.com/op/backup"
)

func main() {
	fmt.Println(apps.Load(nil), backup.Schedule())
}

// Error:
// # example.com/op/zz/store
// zz/store/store.go:6:23: too many return values
// 	have (string, nil)
// 	want (string)
// # example.com/op/backup
// backup/backup.go:6:24: cannot use "5m" (untyped string constant) as time.Duration value in variable declaration
