// k8s.io/apimachinery/pkg/labels, pkg/selection and pkg/fields: the subset reconcilers use. labels
// follows pkg/labels/selector.go (v0.35): Set, Requirement and NewRequirement with the selection
// operators and their validation messages, NewSelector().Add, SelectorFromSet, Everything, Nothing;
// Parse and ParseToRequirements (labels-parse.ts). Selectors reach the API server as String().

import { goPackage } from '../pkg.ts';
import labelsSrc from './labels.go?raw';
import labelsFieldsGo from './labels-fields.go?raw';
import { labelsParseSrc } from './labels-parse.ts';
import selectionSrc from './labels-selection.go?raw';

// k8s.io/apimachinery pkg/fields (fields.go, requirements.go, selector.go) v0.36.0.
const fieldsSrc = labelsFieldsGo;

/** k8s.io/apimachinery pkg/selection/operator.go, verbatim. */
export const selectionPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/selection',
  files: { 'operator.go': selectionSrc },
});
export const labelsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/labels',
  files: { 'labels.go': labelsSrc, 'parse.go': labelsParseSrc },
});
export const fieldsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/fields',
  files: { 'fields.go': fieldsSrc },
});
