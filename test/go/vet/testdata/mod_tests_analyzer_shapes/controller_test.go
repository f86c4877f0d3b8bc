package m

import "testing"

func TestReconcile(t *testing.T) {
	c := &Controller{Name: "a"}
	if err := c.Reconcile(); err != nil {
		t.Errorf("reconcile: %s", err)
	}
}

func Testreconcile(t *testing.T) {}

func ExampleController_Missing() {}

func ExampleController() {
	// Output:
}
