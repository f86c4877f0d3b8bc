// github.com/onsi/ginkgo/v2 and github.com/onsi/gomega, the test libraries of kubebuilder's
// suites (internal/controller/suite_test.go): plain Go over the standard library.

import { goPackage } from '../pkg.ts';
import ginkgoSrc from './ginkgo/ginkgo.go?raw';
import reporterSrc from './ginkgo/reporter.go?raw';
import gomegaSrc from './gomega/gomega.go?raw';
import matchersSrc from './gomega/matchers.go?raw';

export const ginkgoPackage = goPackage({
  path: 'github.com/onsi/ginkgo/v2',
  files: { 'ginkgo.go': ginkgoSrc, 'reporter.go': reporterSrc },
});

export const gomegaPackage = goPackage({
  path: 'github.com/onsi/gomega',
  files: { 'gomega.go': gomegaSrc, 'matchers.go': matchersSrc },
});
