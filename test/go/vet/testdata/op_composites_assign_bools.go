package main

import (
	"fmt"
	"io/fs"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
)

type Spec struct {
	Replicas int32
	Image    string
}

func check(s Spec, phase string, n int) bool {
	if phase == "Running" || phase == "Running" {
		return true
	}
	if n != 1 || n != 2 {
		return false
	}
	if s.Replicas > 0 && s.Image != "" && s.Replicas > 0 {
		return true
	}
	return phase != "" && phase == "Pending" && phase == "Failed"
}

func main() {
	u := url.URL{"https", "", nil, "example.com", "/", "", false, false, "", "", ""}
	p := strconv.NumError{"Atoi", "x", nil}
	r := strings.NewReplacer("a", "b")
	rng := unicode.Range16{0x20, 0x7e, 1}
	s := Spec{3, "nginx"}
	s.Image = s.Image
	x := 1
	x = x
	var spec Spec
	spec.Replicas, spec.Image = spec.Replicas, "a"
	loc := time.Location{}
	fmt.Println(u, p, r, rng, s, check(s, "", 0), spec, loc)
	ts := []fs.PathError{{"open", "a", nil}}
	ms := map[string]unicode.Range32{"a": {1, 2, 1}}
	fmt.Println(ts, ms)
}
