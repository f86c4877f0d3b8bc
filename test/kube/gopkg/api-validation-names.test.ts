// k8s.io/apimachinery/pkg/api/validation's name validators ([AM] pkg/api/validation/generic.go), as
// a validating webhook checks a custom resource's name and a referenced namespace: NameIsDNSSubdomain
// / NameIsDNSLabel / NameIsDNS1035Label with prefix (a generateName: a trailing dash is allowed),
// ValidateNamespaceName used as a ValidateNameFunc, and ValidateNonnegativeField. The package was not
// provided ("missing go.sum entry for module providing package k8s.io/apimachinery/pkg/api/validation").

import { expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"fmt"

	apivalidation "k8s.io/apimachinery/pkg/api/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

type BackupSpec struct {
	TargetNamespace string
	Retain          int64
}

func validateBackup(name, generateName string, spec BackupSpec) field.ErrorList {
	var errs field.ErrorList
	meta := field.NewPath("metadata")
	if name != "" {
		for _, msg := range apivalidation.NameIsDNS1035Label(name, false) {
			errs = append(errs, field.Invalid(meta.Child("name"), name, msg))
		}
	} else {
		for _, msg := range apivalidation.NameIsDNS1035Label(generateName, true) {
			errs = append(errs, field.Invalid(meta.Child("generateName"), generateName, msg))
		}
	}
	var nsCheck apivalidation.ValidateNameFunc = apivalidation.ValidateNamespaceName
	for _, msg := range nsCheck(spec.TargetNamespace, false) {
		errs = append(errs, field.Invalid(field.NewPath("spec", "targetNamespace"), spec.TargetNamespace, msg))
	}
	errs = append(errs, apivalidation.ValidateNonnegativeField(spec.Retain, field.NewPath("spec", "retain"))...)
	return errs
}

func main() {
	fmt.Println(validateBackup("nightly", "", BackupSpec{TargetNamespace: "prod", Retain: 7}))
	fmt.Println(validateBackup("", "nightly-", BackupSpec{TargetNamespace: "prod"}))
	fmt.Println(validateBackup("", "n-", BackupSpec{TargetNamespace: "prod"}))
	fmt.Println(validateBackup("1nightly", "", BackupSpec{TargetNamespace: "Prod", Retain: -1}).ToAggregate())
	fmt.Println(len(apivalidation.NameIsDNSSubdomain("web.example.com", false)), len(apivalidation.NameIsDNSLabel("web.example.com", false)))
	fmt.Println(apivalidation.ValidateServiceAccountName("builder-", true), apivalidation.NameIsDNSLabel("-", true))
	fmt.Println(apivalidation.IsNegativeErrorMsg)
}

// Output:
// []
// []
// []
// [metadata.name: Invalid value: "1nightly": a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?'), spec.targetNamespace: Invalid value: "Prod": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?'), spec.retain: Invalid value: -1: must be greater than or equal to 0]
// 0 1
// [] [a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')]
// must be greater than or equal to 0
`;

it('validates names and fields as the real package does', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
