package main

import (
	"fmt"
	"fmt"
	"github.com/acme/missing"
	"strings/builder"
)

func main() { fmt.Println(missing.X, builder.Y) }

// Error:
// err_import_unknown_and_dup.go:6:2: no required module provides package github.com/acme/missing: go.mod file not found in current directory or any parent directory; see 'go help modules'
// err_import_unknown_and_dup.go:7:2: package strings/builder is not in std (/usr/local/go/src/strings/builder)
