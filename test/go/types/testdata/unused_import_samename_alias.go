package main

import strings "strings"

func main() {
}

// Error:
// ./unused_import_samename_alias.go:3:8: "strings" imported and not used
