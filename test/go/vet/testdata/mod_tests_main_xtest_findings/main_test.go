package main_test

import (
	"fmt"
	"testing"
)

func TestX(t *testing.T) {
	fmt.Printf("%d\n", "s")
}
