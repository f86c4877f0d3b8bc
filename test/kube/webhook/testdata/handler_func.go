// A hand-written admission handler: Patched with webhook.JSONPatchOp, Response.Complete filling
// uid, code and the JSON patch; a server that has not started is not healthy.
package main

import (
	"context"
	"fmt"

	admissionv1 "k8s.io/api/admission/v1"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

func main() {
	wh := &webhook.Admission{Handler: admission.HandlerFunc(func(ctx context.Context, req admission.Request) admission.Response {
		if req.Operation != admissionv1.Create {
			return webhook.Allowed("")
		}
		return webhook.Patched("defaulted", webhook.JSONPatchOp{Operation: "add", Path: "/spec/x", Value: 1})
	})}
	resp := wh.Handle(context.Background(), admission.Request{AdmissionRequest: admissionv1.AdmissionRequest{UID: "u", Operation: admissionv1.Create}})
	fmt.Println(resp.Allowed, resp.UID, string(resp.Patch), *resp.PatchType, resp.Result.Code, resp.Result.Message)
	var s webhook.Server = webhook.NewServer(webhook.Options{Port: 9444})
	fmt.Println(s.StartedChecker()(nil))
}
