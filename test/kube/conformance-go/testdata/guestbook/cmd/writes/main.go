// Writes, resourceVersions, conflicts, the status subresource, patches and retries through a
// direct client (client.New): SEMANTICS.md §4, the "Writes, RV and conflicts" checklist.
package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/util/retry"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"

	webappv1 "example.com/guestbook/api/v1"
)

func show(what string, err error) {
	var status *apierrors.StatusError
	if errors.As(err, &status) {
		kind := ""
		if status.ErrStatus.Details != nil {
			kind = status.ErrStatus.Details.Kind
		}
		fmt.Printf("%s: %v [code=%d reason=%q details.kind=%q]\n", what, err, status.ErrStatus.Code, status.ErrStatus.Reason, kind)
		return
	}
	fmt.Printf("%s: %v\n", what, err)
}

func main() {
	testEnv := &envtest.Environment{CRDDirectoryPaths: []string{filepath.Join("..", "..", "config", "crd", "bases")}}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(webappv1.AddToScheme(scheme))
	c, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()

	// One resourceVersion per object, bumped by every persisted write; no bump for a no-op.
	gb := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}, Spec: webappv1.GuestbookSpec{Size: 1}}
	show("create", c.Create(ctx, gb))
	fmt.Printf("after create: rv=%s generation=%d kind=%q uid-set=%t created-set=%t\n",
		gb.ResourceVersion, gb.Generation, gb.Kind, gb.UID != "", !gb.CreationTimestamp.IsZero())
	rv1 := gb.ResourceVersion
	show("no-op update", c.Update(ctx, gb))
	fmt.Println("no-op keeps rv:", gb.ResourceVersion == rv1)
	stale := gb.DeepCopy()

	// Status subresource on: Update ignores .status, and the reply replaces the local edit.
	gb.Spec.Size = 2
	gb.Status.Ready = 5
	show("update spec+status", c.Update(ctx, gb))
	fmt.Printf("after update: size=%d ready=%d generation=%d rv-changed=%t\n", gb.Spec.Size, gb.Status.Ready, gb.Generation, gb.ResourceVersion != rv1)

	// Status().Update ignores spec; generation does not move.
	gb.Spec.Size = 9
	gb.Status.Ready = 2
	show("status update", c.Status().Update(ctx, gb))
	fmt.Printf("after status update: size=%d ready=%d generation=%d\n", gb.Spec.Size, gb.Status.Ready, gb.Generation)

	// Stale writes conflict, on the object and on /status alike.
	stale.Spec.Size = 3
	show("stale update", c.Update(ctx, stale))
	show("stale status update", c.Status().Update(ctx, stale))

	// Status is validated against the schema: Kind-qualified 422.
	bad := gb.DeepCopy()
	bad.Status.Ready = -1
	show("invalid status", c.Status().Update(ctx, bad))

	// Empty resourceVersion: a CR must carry one; a ConfigMap updates unconditionally.
	noRV := gb.DeepCopy()
	noRV.ResourceVersion = ""
	show("update CR without rv", c.Update(ctx, noRV))
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cm", Namespace: "default"}, Data: map[string]string{"a": "1"}}
	show("create configmap", c.Create(ctx, cm))
	cm.ResourceVersion = ""
	cm.Data["a"] = "2"
	show("update configmap without rv", c.Update(ctx, cm))

	// Create with a resourceVersion; create twice.
	withRV := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb2", Namespace: "default", ResourceVersion: "5"}}
	show("create with rv", c.Create(ctx, withRV))
	show("create twice", c.Create(ctx, &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}}))

	// No status subresource: Update writes status and bumps generation.
	w := &webappv1.Widget{ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "default"}}
	show("create widget", c.Create(ctx, w))
	w.Status.Ready = 4
	show("update widget status via Update", c.Update(ctx, w))
	fmt.Printf("widget: ready=%d generation=%d\n", w.Status.Ready, w.Generation)

	// MergeFrom does not conflict on a stale base; with the optimistic lock it does.
	base := stale.DeepCopy()
	stale.Labels = map[string]string{"team": "a"}
	show("merge patch from stale", c.Patch(ctx, stale, client.MergeFrom(base)))
	fmt.Printf("patched: size=%d labels=%v\n", stale.Spec.Size, stale.Labels)
	old := gb.DeepCopy()
	old.ResourceVersion = rv1
	locked := old.DeepCopy()
	locked.Labels = map[string]string{"team": "b"}
	show("merge patch with optimistic lock", c.Patch(ctx, locked, client.MergeFromWithOptions(old, client.MergeFromWithOptimisticLock{})))
	show("status merge patch", c.Status().Patch(ctx, stale, client.MergeFrom(stale.DeepCopy())))

	// Server-side apply needs a field manager; competing managers conflict.
	applied := &webappv1.Guestbook{
		TypeMeta:   metav1.TypeMeta{APIVersion: "webapp.my.domain/v1", Kind: "Guestbook"},
		ObjectMeta: metav1.ObjectMeta{Name: "gb3", Namespace: "default"},
		Spec:       webappv1.GuestbookSpec{Size: 1},
	}
	show("apply without owner", c.Patch(ctx, applied, client.Apply))
	show("apply as alice", c.Patch(ctx, applied.DeepCopy(), client.Apply, client.FieldOwner("alice")))
	bob := applied.DeepCopy()
	bob.Spec.Size = 7
	show("apply as bob", c.Patch(ctx, bob, client.Apply, client.FieldOwner("bob")))
	show("apply as bob, forced", c.Patch(ctx, bob, client.Apply, client.FieldOwner("bob"), client.ForceOwnership))

	// retry.RetryOnConflict retries conflicts only, up to DefaultRetry.Steps times.
	attempts := 0
	err = retry.RetryOnConflict(retry.DefaultRetry, func() error {
		attempts++
		s := stale.DeepCopy()
		s.ResourceVersion = rv1
		return c.Update(ctx, s)
	})
	show(fmt.Sprintf("retry without re-get (%d attempts)", attempts), err)
	attempts = 0
	err = retry.RetryOnConflict(retry.DefaultRetry, func() error {
		attempts++
		latest := &webappv1.Guestbook{}
		if err := c.Get(ctx, client.ObjectKeyFromObject(gb), latest); err != nil {
			return err
		}
		if attempts == 1 {
			latest.ResourceVersion = rv1
		}
		latest.Spec.Size = 4
		return c.Update(ctx, latest)
	})
	show(fmt.Sprintf("retry with re-get (%d attempts)", attempts), err)
	attempts = 0
	err = retry.RetryOnConflict(retry.DefaultRetry, func() error {
		attempts++
		return c.Get(ctx, client.ObjectKey{Namespace: "default", Name: "missing"}, &webappv1.Guestbook{})
	})
	show(fmt.Sprintf("retry on not found (%d attempts)", attempts), err)

	// A dry-run delete reaches the server as dryRun=All and deletes nothing; a stale precondition
	// conflicts (rest.BeforeDelete); delete twice.
	show("delete dry-run", c.Delete(ctx, gb, client.DryRunAll))
	show("get after dry-run delete", c.Get(ctx, client.ObjectKeyFromObject(gb), &webappv1.Guestbook{}))
	show("delete with stale precondition", c.Delete(ctx, gb, client.Preconditions{ResourceVersion: &rv1}))
	show("delete", c.Delete(ctx, gb, client.PropagationPolicy(metav1.DeletePropagationForeground)))
	show("delete again", c.Delete(ctx, gb))

	// Raw JSON patches and strategic merge patches (built-in kinds).
	raw := client.RawPatch(types.JSONPatchType, []byte(`[{"op":"replace","path":"/data/a","value":"3"}]`))
	show("json patch", c.Patch(ctx, cm, raw))
	fmt.Println("json patched:", cm.Data["a"])
	before := cm.DeepCopy()
	cm.Data["b"] = "x"
	show("strategic merge patch", c.Patch(ctx, cm, client.StrategicMergeFrom(before)))
	fmt.Println("strategic patched:", cm.Data)

	// A client whose writes carry a default field owner (client.WithFieldOwner / Options.FieldOwner).
	carol := applied.DeepCopy()
	carol.Spec.Size = 8
	show("apply as carol via WithFieldOwner", client.WithFieldOwner(c, "carol").Patch(ctx, carol, client.Apply))
}

// Output:
// create: <nil>
// after create: rv=10 generation=1 kind="" uid-set=true created-set=true
// no-op update: <nil>
// no-op keeps rv: true
// update spec+status: <nil>
// after update: size=2 ready=0 generation=2 rv-changed=true
// status update: <nil>
// after status update: size=2 ready=2 generation=2
// stale update: Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again [code=409 reason="Conflict" details.kind="guestbooks"]
// stale status update: Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again [code=409 reason="Conflict" details.kind="guestbooks"]
// invalid status: Guestbook.webapp.my.domain "gb" is invalid: status.ready: Invalid value: -1: status.ready in body should be greater than or equal to 0 [code=422 reason="Invalid" details.kind="Guestbook"]
// update CR without rv: guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update [code=422 reason="Invalid" details.kind="guestbooks"]
// create configmap: <nil>
// update configmap without rv: <nil>
// create with rv: resourceVersion should not be set on objects to be created [code=500 reason="" details.kind=""]
// create twice: guestbooks.webapp.my.domain "gb" already exists [code=409 reason="AlreadyExists" details.kind="guestbooks"]
// create widget: <nil>
// update widget status via Update: <nil>
// widget: ready=4 generation=2
// merge patch from stale: <nil>
// patched: size=2 labels=map[team:a]
// merge patch with optimistic lock: Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again [code=409 reason="Conflict" details.kind="guestbooks"]
// status merge patch: <nil>
// apply without owner: PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch [code=422 reason="Invalid" details.kind="PatchOptions"]
// apply as alice: <nil>
// apply as bob: Apply failed with 1 conflict: conflict with "alice": .spec.size [code=409 reason="Conflict" details.kind=""]
// apply as bob, forced: <nil>
// retry without re-get (5 attempts): Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again [code=409 reason="Conflict" details.kind="guestbooks"]
// retry with re-get (2 attempts): <nil>
// retry on not found (1 attempts): guestbooks.webapp.my.domain "missing" not found [code=404 reason="NotFound" details.kind="guestbooks"]
// delete dry-run: <nil>
// get after dry-run delete: <nil>
// delete with stale precondition: Operation cannot be fulfilled on Guestbook.webapp.my.domain "gb": the ResourceVersion in the precondition (10) does not match the ResourceVersion in record (20). The object might have been modified [code=409 reason="Conflict" details.kind="Guestbook"]
// delete: <nil>
// delete again: <nil>
// json patch: <nil>
// json patched: 3
// strategic merge patch: <nil>
// strategic patched: map[a:3 b:x]
// apply as carol via WithFieldOwner: Apply failed with 1 conflict: conflict with "bob": .spec.size [code=409 reason="Conflict" details.kind=""]
