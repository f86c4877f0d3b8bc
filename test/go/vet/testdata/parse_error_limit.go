// More than ten errors: go/parser gives up after the eleventh (one error per line at most).
package main

func main() {}

v1 := 1
var _ = v1

v2 := 2
var _ = v2

v3 := 3
var _ = v3

v4 := 4
var _ = v4

v5 := 5
var _ = v5

v6 := 6
var _ = v6

v7 := 7
var _ = v7

v8 := 8
var _ = v8

v9 := 9
var _ = v9

v10 := 10
var _ = v10

v11 := 11
var _ = v11

v12 := 12
var _ = v12

v13 := 13
var _ = v13

v14 := 14
var _ = v14
