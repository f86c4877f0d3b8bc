package m

import "errors"

func Reconcile(name string) error {
	if name == "" {
		return errors.New("empty")
	}
	return nil
}
