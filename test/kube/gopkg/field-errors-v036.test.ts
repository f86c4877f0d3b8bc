// field errors as validating webhooks and validators build them, from apimachinery v0.36
// (pkg/util/validation/field/errors.go): the constructors TypeInvalid, TooLong(Characters),
// TooShort, TooMany, TooFew; ErrorBody printing a value that is not a number, bool or string as its
// JSON (before: %#v, `map[string]string{"a":"b"}`); ErrorList's Filter, WithOrigin and
// PrefixDetail; and pkg/util/errors FilterOut, Flatten, Reduce and nested aggregates.
import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const src = `package main

import (
	"errors"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilerrors "k8s.io/apimachinery/pkg/util/errors"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

type spec struct {
	Replicas *int32 \`json:"replicas,omitempty"\`
	Image    string \`json:"image"\`
}

func main() {
	p := field.NewPath("spec")
	three := int32(3)
	fmt.Println(field.Invalid(p.Child("labels"), map[string]string{"a": "b"}, "does not match"))
	fmt.Println(field.Invalid(p, spec{Replicas: &three, Image: "nginx"}, "bad spec"))
	fmt.Println(field.Invalid(p.Child("replicas"), &three, "too many"))
	fmt.Println(field.Invalid(p.Child("ports"), []int{80, 443}, "duplicate"))
	fmt.Println(field.TypeInvalid(p.Child("replicas"), "3", "must be an integer"))
	fmt.Println(field.TooLong(p.Child("name"), "x", 63))
	fmt.Println(field.TooLong(p.Child("name"), "x", 1))
	fmt.Println(field.TooLongCharacters(p.Child("name"), "x", -1))
	fmt.Println(field.TooShort(p.Child("name"), "ab", 3))
	fmt.Println(field.TooMany(p.Child("items"), 5, 3))
	fmt.Println(field.TooMany(p.Child("items"), -1, 1))
	fmt.Println(field.TooFew(p.Child("items"), 0, 1))

	list := field.ErrorList{
		field.Required(p.Child("image"), ""),
		field.Invalid(p.Child("replicas"), -1, "must be positive"),
		field.Required(p.Child("name"), ""),
	}
	kept := list.Filter(field.NewErrorTypeMatcher(field.ErrorTypeRequired))
	fmt.Println(len(kept), kept.ToAggregate())
	fmt.Println(list.PrefixDetail("webhook: ").WithOrigin("minimum")[1].Error(), list[1].Origin)
	err := apierrors.NewInvalid(schema.GroupKind{Group: "apps.example.com", Kind: "App"}, "demo", field.ErrorList{
		field.TooMany(p.Child("replicas"), 12, 10),
		field.Invalid(p.Child("env"), map[string]int{"x": 1}, "unknown keys"),
	})
	fmt.Println(err)

	a := errors.New("a")
	nested := utilerrors.NewAggregate([]error{a, utilerrors.NewAggregate([]error{errors.New("b"), a})})
	fmt.Println(nested, errors.Is(nested, a))
	fmt.Println(utilerrors.Flatten(nested).Errors())
	fmt.Println(utilerrors.FilterOut(nested, func(e error) bool { return e.Error() == "a" }))
	fmt.Println(utilerrors.Reduce(utilerrors.NewAggregate([]error{a})) == a, utilerrors.ErrPreconditionViolated)
}
`;

it('field errors and aggregates print as apimachinery v0.36', () => {
  const r = runMain(src);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'spec.labels: Invalid value: {"a":"b"}: does not match',
      'spec: Invalid value: {"replicas":3,"image":"nginx"}: bad spec',
      'spec.replicas: Invalid value: 3: too many',
      'spec.ports: Invalid value: [80,443]: duplicate',
      'spec.replicas: Invalid value: "3": must be an integer',
      'spec.name: Too long: may not be more than 63 bytes',
      'spec.name: Too long: may not be more than 1 byte',
      'spec.name: Too long: value is too long',
      'spec.name: Too short: must be at least 3 characters',
      'spec.items: Too many: 5: must have at most 3 items',
      'spec.items: Too many: must have at most 1 item',
      'spec.items: Too few: 0: must have at least 1 item',
      '1 spec.replicas: Invalid value: -1: must be positive',
      'spec.replicas: Invalid value: -1: webhook: must be positive minimum',
      'App.apps.example.com "demo" is invalid: [spec.replicas: Too many: 12: must have at most 10 items, spec.env: Invalid value: {"x":1}: unknown keys]',
      '[a, b] true',
      '[a b a]',
      'b',
      'true precondition is violated',
      '',
    ].join('\n'),
  );
});
