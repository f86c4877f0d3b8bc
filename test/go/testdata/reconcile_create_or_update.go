package main

import (
	"fmt"
	"maps"
	"reflect"
)

type OperationResult string

const (
	OperationResultNone    OperationResult = "unchanged"
	OperationResultCreated OperationResult = "created"
	OperationResultUpdated OperationResult = "updated"
)

type ConfigMap struct {
	Name string
	Data map[string]string
}

type store map[string]ConfigMap

func (s store) CreateOrUpdate(obj *ConfigMap, mutate func() error) (OperationResult, error) {
	existing, ok := s[obj.Name]
	if !ok {
		if err := mutate(); err != nil {
			return OperationResultNone, err
		}
		s[obj.Name] = ConfigMap{Name: obj.Name, Data: maps.Clone(obj.Data)}
		return OperationResultCreated, nil
	}
	*obj = ConfigMap{Name: existing.Name, Data: maps.Clone(existing.Data)}
	before := maps.Clone(obj.Data)
	if err := mutate(); err != nil {
		return OperationResultNone, err
	}
	if reflect.DeepEqual(before, obj.Data) {
		return OperationResultNone, nil
	}
	s[obj.Name] = ConfigMap{Name: obj.Name, Data: maps.Clone(obj.Data)}
	return OperationResultUpdated, nil
}

func main() {
	s := store{}
	cm := &ConfigMap{Name: "settings"}
	desired := map[string]string{"mode": "fast"}
	mutate := func() error {
		if cm.Data == nil {
			cm.Data = map[string]string{}
		}
		maps.Copy(cm.Data, desired)
		return nil
	}
	for i := 0; i < 3; i++ {
		op, err := s.CreateOrUpdate(cm, mutate)
		fmt.Println(op, err, s["settings"].Data)
		if i == 1 {
			desired["mode"] = "safe"
		}
	}
	op, err := s.CreateOrUpdate(&ConfigMap{Name: "broken"}, func() error { return fmt.Errorf("mutate failed") })
	fmt.Printf("%q %v\n", op, err)
}

// Output:
// created <nil> map[mode:fast]
// unchanged <nil> map[mode:fast]
// updated <nil> map[mode:safe]
// "unchanged" mutate failed
