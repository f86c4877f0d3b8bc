// metav1 label-selector helpers and labels extras as reconcilers call them, with the real messages
// (apimachinery v0.36.0 pkg/apis/meta/v1/helpers.go, pkg/labels/labels.go and selector.go):
// ParseToLabelSelector, LabelSelectorAsMap, SetAsLabelSelector, FormatLabelSelector, SingleObject,
// the DeleteOptions/Preconditions constructors; ConvertSelectorToLabelsMap, MatchesNothing,
// Requirements.String.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const program = `package main

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
)

func main() {
	ls, err := metav1.ParseToLabelSelector("app=web, tier in (b,a), !legacy")
	fmt.Println(ls.MatchLabels, ls.MatchExpressions, err)
	_, err = metav1.ParseToLabelSelector("replicas>2")
	fmt.Println(err)
	_, err = metav1.ParseToLabelSelector("a in (")
	fmt.Println(err)
	m, err := metav1.LabelSelectorAsMap(&metav1.LabelSelector{
		MatchLabels:      map[string]string{"a": "1"},
		MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "b", Operator: metav1.LabelSelectorOpExists}},
	})
	fmt.Println(m, err)
	fmt.Println(metav1.FormatLabelSelector(metav1.SetAsLabelSelector(labels.Set{"b": "2", "a": "1"})))
	fmt.Println(metav1.FormatLabelSelector(&metav1.LabelSelector{}), metav1.FormatLabelSelector(nil))
	o := metav1.SingleObject(metav1.ObjectMeta{Name: "web", ResourceVersion: "7"})
	fmt.Println(o.FieldSelector, o.ResourceVersion)
	fmt.Println(*metav1.NewRVDeletionPrecondition("42").Preconditions.ResourceVersion, *metav1.NewDeleteOptions(0).GracePeriodSeconds, *metav1.NewUIDPreconditions("u-1").UID)
	fmt.Println(metav1.ObjectNameField, metav1.FinalizerOrphanDependents, metav1.FinalizerDeleteDependents)
	set, err := labels.ConvertSelectorToLabelsMap("a = 1, b=2")
	fmt.Println(set, err)
	_, err = labels.ConvertSelectorToLabelsMap("a=1=2")
	fmt.Println(err)
	fmt.Println(labels.MatchesNothing(labels.Nothing()), labels.MatchesNothing(labels.Everything()))
	reqs, _ := labels.ParseToRequirements("b,a=1")
	fmt.Println(labels.Requirements(reqs).String())
}
`;

describe('metav1 label-selector helpers and labels extras', () => {
  const r = runMain(program);

  it('runs', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('prints what the real packages print', () => {
    expect(r.stdout).toBe(
      [
        'map[app:web] [{legacy DoesNotExist []} {tier In [a b]}] <nil>',
        `"gt" isn't supported in label selectors`,
        `couldn't parse the selector string "a in (": unable to parse requirement: found '', expected: ',', ')' or identifier`,
        `map[a:1] operator "Exists" cannot be converted into the old label selector format`,
        'a=1,b=2',
        '<none> <none>',
        'metadata.name=web 7',
        '42 0 u-1',
        'metadata.name orphan foregroundDeletion',
        'a=1,b=2 <nil>',
        'invalid selector: [a 1 2]',
        'true false',
        'a=1, b',
        '',
      ].join('\n'),
    );
  });
});
