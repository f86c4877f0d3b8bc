package main

import str "strings"

func main() {
}

// Error:
// ./unused_import_alias.go:3:8: "strings" imported as str and not used
