package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
)

type Spec struct {
	Replicas *int32
	Labels   map[string]string
	Ports    []int
	Inner    struct{ A, B string }
}

func main() {
	r1, r2 := int32(3), int32(3)
	a := Spec{Replicas: &r1, Labels: map[string]string{"a": "1"}, Ports: []int{80}}
	b := Spec{Replicas: &r2, Labels: map[string]string{"a": "1"}, Ports: []int{80}}
	fmt.Println(reflect.DeepEqual(a, b), a.Replicas == b.Replicas)
	b.Ports = append(b.Ports, 443)
	fmt.Println(reflect.DeepEqual(a, b))
	fmt.Println(reflect.DeepEqual([]int(nil), []int{}), reflect.DeepEqual(map[string]int{}, map[string]int(nil)), reflect.DeepEqual(nil, nil))
	fmt.Println(reflect.DeepEqual(1, int64(1)), reflect.DeepEqual([]any{1, "a"}, []any{1, "a"}), reflect.DeepEqual(&a, &a))
	t := reflect.TypeOf(a)
	fmt.Println(t, t.Name(), t.Kind(), t.NumField(), reflect.TypeOf(&a).Elem().Name(), reflect.TypeOf([]string{}).Kind())
	fmt.Println(reflect.TypeOf(3.5), reflect.TypeOf(map[string][]int{}), reflect.Ptr, reflect.Slice == reflect.TypeOf([]int{}).Kind())
	_, err := os.Stat("/etc/nothing")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), os.IsNotExist(err))
	var pe *fs.PathError
	fmt.Println(errors.As(err, &pe), pe.Op, pe.Path)
	_, err = os.ReadFile("config.yaml")
	fmt.Println(err, errors.Is(err, os.ErrNotExist))
	fmt.Println(fs.ModeDir|0755, fs.FileMode(0644), fs.ModePerm)
}
