package main

import (
	"context"
	js "encoding/json"
	"log/slog"
	"net/url"
	"os"
	. "strings"
)

func main() {
	ctx := context.Background()
	for i, name := range []string{"a", "b"} {
		msg := "hello " + name
	}
	var unused int
	url := 3
	func() {
		logger := slog.Default()
	}()
	os := "shadow"
	_ = ctx
}

// Error:
// # command-line-arguments
// ./err_unused_imports_std_only.go:5:2: "encoding/json" imported as js and not used
// ./err_unused_imports_std_only.go:7:2: "net/url" imported and not used
// ./err_unused_imports_std_only.go:8:2: "os" imported and not used
// ./err_unused_imports_std_only.go:9:2: "strings" imported and not used
// ./err_unused_imports_std_only.go:14:6: declared and not used: i
// ./err_unused_imports_std_only.go:15:3: declared and not used: msg
// ./err_unused_imports_std_only.go:17:6: declared and not used: unused
// ./err_unused_imports_std_only.go:18:2: declared and not used: url
// ./err_unused_imports_std_only.go:20:3: declared and not used: logger
// ./err_unused_imports_std_only.go:22:2: declared and not used: os
// ./err_unused_imports_std_only.go:9:2: too many errors
