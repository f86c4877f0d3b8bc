package main

import _ "embed"

//go:embed data/a.txt
var greeting string
