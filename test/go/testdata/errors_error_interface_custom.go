package main

import (
	"errors"
	"fmt"
)

type ValidationErrors []string

func (v ValidationErrors) Error() string {
	return fmt.Sprintf("%d validation errors: %v", len(v), []string(v))
}

func validate(replicas int, image string) error {
	var errs ValidationErrors
	if replicas < 0 {
		errs = append(errs, "replicas must be >= 0")
	}
	if image == "" {
		errs = append(errs, "image is required")
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

func main() {
	fmt.Println(validate(1, "nginx"))
	err := validate(-1, "")
	fmt.Println(err)
	var ve ValidationErrors
	fmt.Println(errors.As(err, &ve), len(ve))
}

// Output:
// <nil>
// 2 validation errors: [replicas must be >= 0 image is required]
// true 2
