package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	fmt.Println(len(os.Environ()))
	os.Setenv("APP_NAME", "web")
	os.Setenv("EMPTY", "")
	os.Setenv("PORT", "8080")
	v, ok := os.LookupEnv("EMPTY")
	fmt.Printf("%q %t %q\n", v, ok, os.Getenv("MISSING"))
	for _, s := range []string{"$APP_NAME:$PORT", "${APP_NAME}_x", "$APP_NAME_x", "$$", "$", "${", "${}", "$1", "$-", "${APP_NAME:-def}", "a$", "$ {X}", "${PORT}${PORT}", "$@"} {
		fmt.Printf("%-20q %q\n", s, os.ExpandEnv(s))
	}
	mapping := func(k string) string { return "<" + k + ">" }
	for _, s := range []string{"$a$b", "${a b}", "$*x", "${1}", "$!", "$_x y", "${x}}"} {
		fmt.Printf("%-10q %q\n", s, os.Expand(s, mapping))
	}
	fmt.Println(os.Unsetenv("PORT"), os.Getenv("PORT") == "")
	fmt.Println(os.Setenv("", "x"), os.Setenv("A=B", "x"))
	var ours []string
	for _, e := range os.Environ() {
		if strings.HasPrefix(e, "APP") || strings.HasPrefix(e, "EMPTY") {
			ours = append(ours, e)
		}
	}
	sort.Strings(ours)
	fmt.Println(ours)
	os.Clearenv()
	fmt.Println(len(os.Environ()), os.Getenv("APP_NAME") == "")
}

// Output:
// 0
// "" true ""
// "$APP_NAME:$PORT"    "web:8080"
// "${APP_NAME}_x"      "web_x"
// "$APP_NAME_x"        ""
// "$$"                 ""
// "$"                  "$"
// "${"                 ""
// "${}"                ""
// "$1"                 ""
// "$-"                 ""
// "${APP_NAME:-def}"   ""
// "a$"                 "a$"
// "$ {X}"              "$ {X}"
// "${PORT}${PORT}"     "80808080"
// "$@"                 ""
// "$a$b"     "<a><b>"
// "${a b}"   "<a b>"
// "$*x"      "<*>x"
// "${1}"     "<1>"
// "$!"       "<!>"
// "$_x y"    "<_x> y"
// "${x}}"    "<x>}"
// <nil> true
// setenv: invalid argument setenv: invalid argument
// [APP_NAME=web EMPTY=]
// 0 true
