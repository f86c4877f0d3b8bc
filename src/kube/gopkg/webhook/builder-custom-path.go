package builder

// WithCustomPath overrides the webhook's default path by the customPath
//
// Deprecated: WithCustomPath should not be used anymore.
// Please use WithValidatorCustomPath or WithDefaulterCustomPath instead.
func (blder *WebhookBuilder[T]) WithCustomPath(customPath string) *WebhookBuilder[T] {
	blder.customDefaulterCustomPath = customPath
	blder.customValidatorCustomPath = customPath
	return blder
}
