// apimachinery's pkg/api/errors helpers a controller uses to back off when the server asks it to:
// SuggestsClientDelay (ServerTimeout always suggests its delay, even 0; other errors only a positive
// RetryAfterSeconds), the constructors that carry a delay (NewTooManyRequests, NewServerTimeout,
// NewGenerateNameConflict) and those that do not (NewTooManyRequestsError), StatusCause /
// HasStatusCause, FromObject over a typed and an unstructured Status, and the Is* helpers for
// 406/413/415 (IsRequestEntityTooLargeError alone also trusts the code under a known reason).
// None of these existed (undefined: apierrors.SuggestsClientDelay). Expected lines follow
// [AM] pkg/api/errors/errors.go.

import { expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"errors"
	"fmt"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// requeueAfter is how long a reconciler waits before retrying after err.
func requeueAfter(err error) time.Duration {
	if seconds, ok := apierrors.SuggestsClientDelay(err); ok {
		return time.Duration(seconds) * time.Second
	}
	if apierrors.IsTooManyRequests(err) {
		return 5 * time.Second
	}
	return 0
}

func main() {
	widgets := schema.GroupResource{Group: "example.com", Resource: "widgets"}
	errs := []error{
		apierrors.NewTooManyRequests("the server has received too many requests and has asked us to try again later", 7),
		fmt.Errorf("update status: %w", apierrors.NewTooManyRequestsError("limit reached")),
		apierrors.NewServerTimeout(widgets, "list", 0),
		apierrors.NewServerTimeoutForKind(schema.GroupKind{Group: "apps", Kind: "Deployment"}, "get", 3),
		apierrors.NewGenerateNameConflict(widgets, "web-x7k2p", 1),
		apierrors.NewTimeoutError("request did not complete within requested timeout", 0),
		apierrors.NewMethodNotSupported(widgets, "deletecollection"),
		errors.New("connection refused"),
	}
	for _, err := range errs {
		fmt.Printf("%v | %v %v | %s\\n", err, apierrors.ReasonForError(err) == metav1.StatusReasonUnknown, apierrors.IsTooManyRequests(err), requeueAfter(err))
	}
	fmt.Println(apierrors.IsServerTimeout(errs[2]), apierrors.IsAlreadyExists(errs[4]), apierrors.IsMethodNotSupported(errs[6]))

	conflict := apierrors.NewApplyConflict([]metav1.StatusCause{{
		Type:    metav1.CauseTypeFieldManagerConflict,
		Message: "conflict with \\"kubectl\\": .spec.replicas",
		Field:   ".spec.replicas",
	}}, "Apply failed with 1 conflict: conflict with \\"kubectl\\": .spec.replicas")
	wrapped := fmt.Errorf("apply: %w", conflict)
	cause, ok := apierrors.StatusCause(wrapped, metav1.CauseTypeFieldManagerConflict)
	fmt.Println(apierrors.IsConflict(wrapped), ok, cause.Field, apierrors.HasStatusCause(wrapped, metav1.CauseTypeFieldValueInvalid))
	fmt.Println(apierrors.IsUnexpectedServerError(apierrors.NewGenericServerResponse(502, "GET", widgets, "a", "<html>bad gateway</html>", 0, true)))

	st := &metav1.Status{TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"}, Status: metav1.StatusFailure, Code: 404, Reason: metav1.StatusReasonNotFound, Message: "widgets.example.com \\"a\\" not found"}
	err := apierrors.FromObject(st)
	fmt.Println(err, apierrors.IsNotFound(err))
	u := &unstructured.Unstructured{Object: map[string]interface{}{
		"kind": "Status", "apiVersion": "meta.k8s.io/v1", "status": "Failure", "code": int64(429), "reason": "TooManyRequests", "message": "slow down",
		"details": map[string]interface{}{"retryAfterSeconds": int64(2)},
	}}
	err = apierrors.FromObject(u)
	fmt.Println(err, requeueAfter(err))
	u.SetAPIVersion("example.com/v1")
	err = apierrors.FromObject(u)
	var uoe *apierrors.UnexpectedObjectError
	fmt.Println(apierrors.IsUnexpectedObjectError(err), errors.As(err, &uoe), uoe.Object == u)

	big := apierrors.NewRequestEntityTooLargeError("limit is 3145728")
	fmt.Println(big, big.Status().Code, apierrors.IsRequestEntityTooLargeError(big))
	odd := &apierrors.StatusError{ErrStatus: metav1.Status{Code: 413, Reason: metav1.StatusReasonBadRequest}}
	fmt.Println(apierrors.IsRequestEntityTooLargeError(odd), apierrors.IsBadRequest(odd))
	for _, code := range []int32{406, 415} {
		e := &apierrors.StatusError{ErrStatus: metav1.Status{Code: code}}
		fmt.Println(apierrors.IsNotAcceptable(e), apierrors.IsUnsupportedMediaType(e))
	}
	fmt.Println(apierrors.IsStoreReadError(&apierrors.StatusError{ErrStatus: metav1.Status{Code: 500, Reason: metav1.StatusReasonStoreReadError}}))
}

// Output:
// the server has received too many requests and has asked us to try again later | false true | 7s
// update status: Too many requests: limit reached | false true | 5s
// The list operation against widgets.example.com could not be completed at this time, please try again. | false false | 0s
// The get operation against Deployment.apps could not be completed at this time, please try again. | false false | 3s
// widgets.example.com "web-x7k2p" already exists, the server was not able to generate a unique name for the object | false false | 1s
// Timeout: request did not complete within requested timeout | false false | 0s
// deletecollection is not supported on resources of kind "widgets.example.com" | false false | 0s
// connection refused | true false | 0s
// true true true
// true true .spec.replicas false
// true
// widgets.example.com "a" not found true
// slow down 2s
// true true true
// Request entity too large: limit is 3145728 413 true
// true true
// true false
// false true
// true
`;

it('answers as apimachinery: client delays, causes, FromObject and the 406/413/415 checks', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
