package testonly

import "testing"

func TestX(t *testing.T) {}
