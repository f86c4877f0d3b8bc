package main

// An unexported name of another package is "not exported" only when gc wrote it to that package's
// export data: reached from its exported declarations or from an inline body. Otherwise it is
// undefined for importers.

import (
	"fmt"

	"example.com/ex/api"
)

func main() {
	fmt.Println(api.Small(1), api.Big(1), api.Chain(), api.Deferred(), api.Box{}, api.Default)
	_ = api.limit
	_ = api.counter
	_ = api.hidden
	var _ api.cfg
	_ = api.helperA
	_ = api.helperB
	_ = api.helperD
	_ = api.deep
	_ = api.sq
	var _ api.shape
}

// Error:
// # example.com/ex
// ./main.go:15:10: undefined: api.limit
// ./main.go:16:10: name counter not exported by package api
// ./main.go:17:10: undefined: api.hidden
// ./main.go:18:12: name cfg not exported by package api
// ./main.go:19:10: name helperA not exported by package api
// ./main.go:20:10: undefined: api.helperB
// ./main.go:21:10: undefined: api.helperD
// ./main.go:22:10: name deep not exported by package api
// ./main.go:23:10: name sq not exported by package api
// ./main.go:24:12: name shape not exported by package api
// ./main.go:24:12: too many errors
