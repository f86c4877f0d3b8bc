package api

import "fmt"

type Spec struct {
	Name string `json:"name"`
	Size int    `json:name`
}

func Describe(s Spec) string {
	return fmt.Sprintf("%d", s.Name)
}
