// k8s.io/api admissionregistration/v1 types.go (v0.36): every type, field and constant with the real names, json tags
// and values (doc comments omitted).

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type Rule struct {
	APIGroups   []string   `json:"apiGroups,omitempty"`
	APIVersions []string   `json:"apiVersions,omitempty"`
	Resources   []string   `json:"resources,omitempty"`
	Scope       *ScopeType `json:"scope,omitempty"`
}

type ScopeType string

const (
	ClusterScope    ScopeType = "Cluster"
	NamespacedScope ScopeType = "Namespaced"
	AllScopes       ScopeType = "*"
)

type FailurePolicyType string

const (
	Ignore FailurePolicyType = "Ignore"
	Fail   FailurePolicyType = "Fail"
)

type ParameterNotFoundActionType string

const (
	AllowAction ParameterNotFoundActionType = "Allow"
	DenyAction  ParameterNotFoundActionType = "Deny"
)

type MatchPolicyType string

const (
	Exact      MatchPolicyType = "Exact"
	Equivalent MatchPolicyType = "Equivalent"
)

type SideEffectClass string

const (
	SideEffectClassUnknown      SideEffectClass = "Unknown"
	SideEffectClassNone         SideEffectClass = "None"
	SideEffectClassSome         SideEffectClass = "Some"
	SideEffectClassNoneOnDryRun SideEffectClass = "NoneOnDryRun"
)

type ValidatingAdmissionPolicy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValidatingAdmissionPolicySpec   `json:"spec,omitempty"`
	Status            ValidatingAdmissionPolicyStatus `json:"status,omitempty"`
}

type ValidatingAdmissionPolicyStatus struct {
	ObservedGeneration int64              `json:"observedGeneration,omitempty"`
	TypeChecking       *TypeChecking      `json:"typeChecking,omitempty"`
	Conditions         []metav1.Condition `json:"conditions,omitempty"`
}

type ValidatingAdmissionPolicyConditionType string

type TypeChecking struct {
	ExpressionWarnings []ExpressionWarning `json:"expressionWarnings,omitempty"`
}

type ExpressionWarning struct {
	FieldRef string `json:"fieldRef"`
	Warning  string `json:"warning"`
}

type ValidatingAdmissionPolicyList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ValidatingAdmissionPolicy `json:"items"`
}

type ValidatingAdmissionPolicySpec struct {
	ParamKind        *ParamKind         `json:"paramKind,omitempty"`
	MatchConstraints *MatchResources    `json:"matchConstraints,omitempty"`
	Validations      []Validation       `json:"validations,omitempty"`
	FailurePolicy    *FailurePolicyType `json:"failurePolicy,omitempty"`
	AuditAnnotations []AuditAnnotation  `json:"auditAnnotations,omitempty"`
	MatchConditions  []MatchCondition   `json:"matchConditions,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	Variables        []Variable         `json:"variables,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}

type ParamKind struct {
	APIVersion string `json:"apiVersion,omitempty"`
	Kind       string `json:"kind,omitempty"`
}

type Validation struct {
	Expression        string               `json:"expression"`
	Message           string               `json:"message,omitempty"`
	Reason            *metav1.StatusReason `json:"reason,omitempty"`
	MessageExpression string               `json:"messageExpression,omitempty"`
}

type Variable struct {
	Name       string `json:"name"`
	Expression string `json:"expression"`
}

type AuditAnnotation struct {
	Key             string `json:"key"`
	ValueExpression string `json:"valueExpression"`
}

type ValidatingAdmissionPolicyBinding struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValidatingAdmissionPolicyBindingSpec `json:"spec,omitempty"`
}

type ValidatingAdmissionPolicyBindingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ValidatingAdmissionPolicyBinding `json:"items"`
}

type ValidatingAdmissionPolicyBindingSpec struct {
	PolicyName        string             `json:"policyName,omitempty"`
	ParamRef          *ParamRef          `json:"paramRef,omitempty"`
	MatchResources    *MatchResources    `json:"matchResources,omitempty"`
	ValidationActions []ValidationAction `json:"validationActions,omitempty"`
}

type ParamRef struct {
	Name                    string                       `json:"name,omitempty"`
	Namespace               string                       `json:"namespace,omitempty"`
	Selector                *metav1.LabelSelector        `json:"selector,omitempty"`
	ParameterNotFoundAction *ParameterNotFoundActionType `json:"parameterNotFoundAction,omitempty"`
}

type MatchResources struct {
	NamespaceSelector    *metav1.LabelSelector     `json:"namespaceSelector,omitempty"`
	ObjectSelector       *metav1.LabelSelector     `json:"objectSelector,omitempty"`
	ResourceRules        []NamedRuleWithOperations `json:"resourceRules,omitempty"`
	ExcludeResourceRules []NamedRuleWithOperations `json:"excludeResourceRules,omitempty"`
	MatchPolicy          *MatchPolicyType          `json:"matchPolicy,omitempty"`
}

type ValidationAction string

const (
	Deny  ValidationAction = "Deny"
	Warn  ValidationAction = "Warn"
	Audit ValidationAction = "Audit"
)

type NamedRuleWithOperations struct {
	ResourceNames      []string `json:"resourceNames,omitempty"`
	RuleWithOperations `json:",inline"`
}

type ValidatingWebhookConfiguration struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Webhooks          []ValidatingWebhook `json:"webhooks,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}

type ValidatingWebhookConfigurationList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ValidatingWebhookConfiguration `json:"items"`
}

type MutatingWebhookConfiguration struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Webhooks          []MutatingWebhook `json:"webhooks,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}

type MutatingWebhookConfigurationList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []MutatingWebhookConfiguration `json:"items"`
}

type ValidatingWebhook struct {
	Name                    string                `json:"name"`
	ClientConfig            WebhookClientConfig   `json:"clientConfig"`
	Rules                   []RuleWithOperations  `json:"rules,omitempty"`
	FailurePolicy           *FailurePolicyType    `json:"failurePolicy,omitempty"`
	MatchPolicy             *MatchPolicyType      `json:"matchPolicy,omitempty"`
	NamespaceSelector       *metav1.LabelSelector `json:"namespaceSelector,omitempty"`
	ObjectSelector          *metav1.LabelSelector `json:"objectSelector,omitempty"`
	SideEffects             *SideEffectClass      `json:"sideEffects"`
	TimeoutSeconds          *int32                `json:"timeoutSeconds,omitempty"`
	AdmissionReviewVersions []string              `json:"admissionReviewVersions"`
	MatchConditions         []MatchCondition      `json:"matchConditions,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}

type MutatingWebhook struct {
	Name                    string                  `json:"name"`
	ClientConfig            WebhookClientConfig     `json:"clientConfig"`
	Rules                   []RuleWithOperations    `json:"rules,omitempty"`
	FailurePolicy           *FailurePolicyType      `json:"failurePolicy,omitempty"`
	MatchPolicy             *MatchPolicyType        `json:"matchPolicy,omitempty"`
	NamespaceSelector       *metav1.LabelSelector   `json:"namespaceSelector,omitempty"`
	ObjectSelector          *metav1.LabelSelector   `json:"objectSelector,omitempty"`
	SideEffects             *SideEffectClass        `json:"sideEffects"`
	TimeoutSeconds          *int32                  `json:"timeoutSeconds,omitempty"`
	AdmissionReviewVersions []string                `json:"admissionReviewVersions"`
	ReinvocationPolicy      *ReinvocationPolicyType `json:"reinvocationPolicy,omitempty"`
	MatchConditions         []MatchCondition        `json:"matchConditions,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}

type MutatingAdmissionPolicy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              MutatingAdmissionPolicySpec `json:"spec,omitempty"`
}

type MutatingAdmissionPolicyList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []MutatingAdmissionPolicy `json:"items"`
}

type MutatingAdmissionPolicySpec struct {
	ParamKind          *ParamKind             `json:"paramKind,omitempty"`
	MatchConstraints   *MatchResources        `json:"matchConstraints,omitempty"`
	Variables          []Variable             `json:"variables,omitempty"`
	Mutations          []Mutation             `json:"mutations,omitempty"`
	FailurePolicy      *FailurePolicyType     `json:"failurePolicy,omitempty"`
	MatchConditions    []MatchCondition       `json:"matchConditions,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	ReinvocationPolicy ReinvocationPolicyType `json:"reinvocationPolicy,omitempty"`
}

type Mutation struct {
	PatchType          PatchType           `json:"patchType"`
	ApplyConfiguration *ApplyConfiguration `json:"applyConfiguration,omitempty"`
	JSONPatch          *JSONPatch          `json:"jsonPatch,omitempty"`
}

type PatchType string

const (
	PatchTypeApplyConfiguration PatchType = "ApplyConfiguration"
	PatchTypeJSONPatch          PatchType = "JSONPatch"
)

type ApplyConfiguration struct {
	Expression string `json:"expression,omitempty"`
}

type JSONPatch struct {
	Expression string `json:"expression,omitempty"`
}

type MutatingAdmissionPolicyBinding struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              MutatingAdmissionPolicyBindingSpec `json:"spec,omitempty"`
}

type MutatingAdmissionPolicyBindingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []MutatingAdmissionPolicyBinding `json:"items"`
}

type MutatingAdmissionPolicyBindingSpec struct {
	PolicyName     string          `json:"policyName,omitempty"`
	ParamRef       *ParamRef       `json:"paramRef,omitempty"`
	MatchResources *MatchResources `json:"matchResources,omitempty"`
}

type ReinvocationPolicyType string

const (
	NeverReinvocationPolicy    ReinvocationPolicyType = "Never"
	IfNeededReinvocationPolicy ReinvocationPolicyType = "IfNeeded"
)

type RuleWithOperations struct {
	Operations []OperationType `json:"operations,omitempty"`
	Rule       `json:",inline"`
}

type OperationType string

const (
	OperationAll OperationType = "*"
	Create       OperationType = "CREATE"
	Update       OperationType = "UPDATE"
	Delete       OperationType = "DELETE"
	Connect      OperationType = "CONNECT"
)

type WebhookClientConfig struct {
	URL      *string           `json:"url,omitempty"`
	Service  *ServiceReference `json:"service,omitempty"`
	CABundle []byte            `json:"caBundle,omitempty"`
}

type ServiceReference struct {
	Namespace string  `json:"namespace"`
	Name      string  `json:"name"`
	Path      *string `json:"path,omitempty"`
	Port      *int32  `json:"port,omitempty"`
}

type MatchCondition struct {
	Name       string `json:"name"`
	Expression string `json:"expression"`
}
