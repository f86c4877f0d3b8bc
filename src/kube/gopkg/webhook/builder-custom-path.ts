// pkg/builder's WithCustomPath on the generic webhook builder of controller-runtime v0.23 ([CR]
// v0.23.3 pkg/builder/webhook.go; deprecated there, removed in v0.24: src/kube/gopkg/versions.ts
// hides it from v0.24 projects). One path for whichever of the defaulter and validator is set.
// Not modelled: v0.23's conflict error when both are set (isThereCustomPathConflict).

export const customPathSrc = `package builder

// WithCustomPath overrides the webhook's default path by the customPath
//
// Deprecated: WithCustomPath should not be used anymore.
// Please use WithValidatorCustomPath or WithDefaulterCustomPath instead.
func (blder *WebhookBuilder[T]) WithCustomPath(customPath string) *WebhookBuilder[T] {
	blder.customDefaulterCustomPath = customPath
	blder.customValidatorCustomPath = customPath
	return blder
}
`;
