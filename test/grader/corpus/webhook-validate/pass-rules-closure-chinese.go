// corpus: pass
// 校验写在一个闭包里：收集全部 field error，再一次性 NewInvalid；镜像标签按最后一个 "/" 之后是否有 ":" 判断。
package v1

import (
	"context"
	"fmt"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/util/validation/field"
	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	labv1 "example.com/lab/api/v1"
)

var applog = logf.Log.WithName("app-resource")

// SetupAppWebhookWithManager 把 App 的校验 webhook 注册到 manager。
func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).WithValidator(&AppCustomValidator{}).Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator 校验 App 的创建和更新。
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, _, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v *AppCustomValidator) ValidateDelete(context.Context, *labv1.App) (admission.Warnings, error) {
	return nil, nil
}

func (v *AppCustomValidator) check(app *labv1.App) (admission.Warnings, error) {
	var (
		errs  field.ErrorList
		warns admission.Warnings
	)
	root := field.NewPath("spec")
	add := func(e *field.Error) { errs = append(errs, e) }

	switch img := app.Spec.Image; {
	case img == "":
		add(field.Required(root.Child("image"), "an image is required"))
	default:
		last := img[strings.LastIndex(img, "/")+1:] // 去掉仓库地址（可能带端口）
		name, tag, tagged := strings.Cut(last, ":")
		_ = name
		if !tagged || tag == "latest" {
			warns = append(warns, fmt.Sprintf("spec.image: %q has no pinned version tag", img))
		}
	}
	if r := app.Spec.Replicas; r < 1 || r > 10 {
		add(field.Invalid(root.Child("replicas"), r, "must be between 1 and 10"))
	}
	applog.Info("validated", "name", app.Name, "errors", len(errs), "warnings", len(warns))
	if len(errs) == 0 {
		return warns, nil
	}
	return warns, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
}
