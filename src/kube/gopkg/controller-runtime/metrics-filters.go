// Package filters provides filters for the metrics server.
package filters

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-logr/logr"
	"k8s.io/client-go/rest"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
)

// WithAuthenticationAndAuthorization provides a metrics.Filter for authentication and authorization.
// Metrics will be authenticated (via TokenReviews) and authorized (via SubjectAccessReviews) with the
// kube-apiserver.
// For the authentication and authorization the controller needs a ClusterRole
// with the following rules:
// * apiGroups: authentication.k8s.io, resources: tokenreviews, verbs: create
// * apiGroups: authorization.k8s.io, resources: subjectaccessreviews, verbs: create
func WithAuthenticationAndAuthorization(config *rest.Config, httpClient *http.Client) (metricsserver.Filter, error) {
	if config == nil {
		return nil, errors.New("must specify Config")
	}
	return func(log logr.Logger, handler http.Handler) (http.Handler, error) {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			token := ""
			if auth := strings.TrimSpace(req.Header.Get("Authorization")); len(auth) > 7 && strings.EqualFold(auth[:7], "bearer ") {
				token = strings.TrimSpace(auth[7:])
			}
			var name string
			var groups []string
			ok := false
			if token != "" {
				var failed string
				name, groups, ok, failed = reviewToken(token)
				if failed != "" {
					err := errors.New(failed)
					log.Error(err, "Authentication failed")
					http.Error(w, "Authentication failed", http.StatusInternalServerError)
					return
				}
			}
			if !ok {
				log.V(4).Info("Authentication failed")
				http.Error(w, "Unauthorized", http.StatusUnauthorized)
				return
			}

			path := "/"
			if req.URL != nil {
				path = req.URL.Path
			}
			allowed, reason, failed := reviewAccess(name, groups, strings.ToLower(req.Method), path)
			if failed != "" {
				msg := fmt.Sprintf("Authorization for user %s failed", name)
				log.Error(errors.New(failed), msg)
				http.Error(w, msg, http.StatusInternalServerError)
				return
			}
			if !allowed {
				msg := fmt.Sprintf("Authorization denied for user %s", name)
				log.V(4).Info(fmt.Sprintf("%s: %s", msg, reason))
				http.Error(w, msg, http.StatusForbidden)
				return
			}

			handler.ServeHTTP(w, req)
		}), nil
	}, nil
}

// reviewToken creates a TokenReview for token as the manager: the user, or ok=false; failed is the
// error text of a request that failed (forbidden without the metrics auth role).
func reviewToken(token string) (name string, groups []string, ok bool, failed string)

// reviewAccess creates a SubjectAccessReview for verb on the non-resource path as the manager.
func reviewAccess(name string, groups []string, verb, path string) (allowed bool, reason string, failed string)
