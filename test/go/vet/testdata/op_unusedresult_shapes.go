package main

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

func main() {
	name := " pod "
	strings.TrimSpace(name)
	fmt.Sprintf("%s", name)
	fmt.Sprint(name)
	errors.New("ignored")
	fmt.Errorf("ignored %s", name)
	strings.ToLower(name)
	strings.Split(name, ",")
	xs := []int{3, 1}
	slices.Sort(xs)
	slices.Compact(xs)
	slices.Insert(xs, 0, 1)
	slices.Delete(xs, 0, 1)
	maps.Keys(map[string]int{})
	sort.Ints(xs)
	context.WithValue(context.Background(), "k", "v")
	var sb strings.Builder
	sb.String()
	err := errors.New("x")
	err.Error()
	errors.Is(err, err)
}
