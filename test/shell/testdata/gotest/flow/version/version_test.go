package version

import "testing"

func TestGet(t *testing.T) {
	if Get() != "dev" {
		t.Fatal(Get())
	}
	t.Error("deliberate")
}
