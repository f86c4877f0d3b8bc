// pkg/builder's WithCustomPath on the generic webhook builder of controller-runtime v0.23 ([CR]
// v0.23.3 pkg/builder/webhook.go; deprecated there, removed in v0.24: src/kube/gopkg/versions.ts
// hides it from v0.24 projects). One path for whichever of the defaulter and validator is set.
// Not modelled: v0.23's conflict error when both are set (isThereCustomPathConflict).

export { default as customPathSrc } from './builder-custom-path.go?raw';
