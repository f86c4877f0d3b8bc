package main

import (
	"fmt"
	"os"
	"strings"
)

type User struct {
	Name  string
	email string
}

func find(users []User, name string) (User, error) {
	for _, u := range users {
		if u.Name == name {
			return u, nil
		}
	}
}

func main() {
	users := []User{{"ann", "a@x"}}
	u := find(users, "ann")
	fmt.Println(u.name)
	n := len(users) + 1.5
	var total int = "0"
	if total {
		fmt.Println(strings.Reverse("abc"))
	}
	fmt.Println(n, total, u.Email)
}

// Error:
// # command-line-arguments
// ./err_beginner_mistakes_mix.go:5:2: "os" imported and not used
// ./err_beginner_mistakes_mix.go:20:1: missing return
// ./err_beginner_mistakes_mix.go:24:7: assignment mismatch: 1 variable but find returns 2 values
// ./err_beginner_mistakes_mix.go:26:20: 1.5 (untyped float constant) truncated to int
// ./err_beginner_mistakes_mix.go:27:18: cannot use "0" (untyped string constant) as int value in variable declaration
// ./err_beginner_mistakes_mix.go:28:5: non-boolean condition in if statement
// ./err_beginner_mistakes_mix.go:29:23: undefined: strings.Reverse
