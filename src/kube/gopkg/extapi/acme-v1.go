// github.com/cert-manager/cert-manager pkg/apis/acme/v1 at v1.20.2 (const.go, register.go, types*.go):
// every type, field and constant with the real names, json tags and values; doc comments omitted.
// DeepCopy methods are generated (../deepcopy.ts).

package v1

import (
	"github.com/cert-manager/cert-manager/pkg/apis/acme"
	cmmeta "github.com/cert-manager/cert-manager/pkg/apis/meta/v1"
	corev1 "k8s.io/api/core/v1"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	gwapi "sigs.k8s.io/gateway-api/apis/v1"
)

const (
	ACMELegacyFinalizer          = "finalizer.acme.cert-manager.io"
	ACMEDomainQualifiedFinalizer = "acme.cert-manager.io/finalizer"
)

var SchemeGroupVersion = schema.GroupVersion{Group: acme.GroupName, Version: "v1"}

func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	SchemeBuilder      runtime.SchemeBuilder
	localSchemeBuilder = &SchemeBuilder
	AddToScheme        = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addKnownTypes)
}

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Order{},
		&OrderList{},
		&Challenge{},
		&ChallengeList{},
	)
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}

const (
	ACMECertificateHTTP01IngressNameOverride      = "acme.cert-manager.io/http01-override-ingress-name"
	ACMECertificateHTTP01IngressClassOverride     = "acme.cert-manager.io/http01-override-ingress-class"
	ACMECertificateHTTP01IngressClassNameOverride = "acme.cert-manager.io/http01-override-ingress-ingressclassname"
	IngressEditInPlaceAnnotationKey               = "acme.cert-manager.io/http01-edit-in-place"
	DomainLabelKey                                = "acme.cert-manager.io/http-domain"
	TokenLabelKey                                 = "acme.cert-manager.io/http-token"
	SolverIdentificationLabelKey                  = "acme.cert-manager.io/http01-solver"
	ACMECertificateHTTP01ParentRefName            = "acme.cert-manager.io/http01-parentrefname"
	ACMECertificateHTTP01ParentRefKind            = "acme.cert-manager.io/http01-parentrefkind"
)

const (
	OrderKind     = "Order"
	ChallengeKind = "Challenge"
)

type Challenge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              ChallengeSpec   `json:"spec"`
	Status            ChallengeStatus `json:"status"`
}

type ChallengeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata"`
	Items           []Challenge `json:"items"`
}

type ChallengeSpec struct {
	URL              string                 `json:"url"`
	AuthorizationURL string                 `json:"authorizationURL"`
	DNSName          string                 `json:"dnsName"`
	Wildcard         bool                   `json:"wildcard"`
	Type             ACMEChallengeType      `json:"type"`
	Token            string                 `json:"token"`
	Key              string                 `json:"key"`
	Solver           ACMEChallengeSolver    `json:"solver"`
	IssuerRef        cmmeta.IssuerReference `json:"issuerRef"`
}

type ACMEChallengeType string

const (
	ACMEChallengeTypeHTTP01 ACMEChallengeType = "HTTP-01"
	ACMEChallengeTypeDNS01  ACMEChallengeType = "DNS-01"
)

type ChallengeStatus struct {
	Processing bool   `json:"processing"`
	Presented  bool   `json:"presented"`
	Reason     string `json:"reason,omitempty"`
	State      State  `json:"state,omitempty"`
}

type ACMEIssuer struct {
	Email                       string                      `json:"email,omitempty"`
	Server                      string                      `json:"server"`
	PreferredChain              string                      `json:"preferredChain,omitempty"`
	CABundle                    []byte                      `json:"caBundle,omitempty"`
	SkipTLSVerify               bool                        `json:"skipTLSVerify,omitempty"`
	ExternalAccountBinding      *ACMEExternalAccountBinding `json:"externalAccountBinding,omitempty"`
	PrivateKey                  cmmeta.SecretKeySelector    `json:"privateKeySecretRef"`
	Solvers                     []ACMEChallengeSolver       `json:"solvers,omitempty"`
	DisableAccountKeyGeneration bool                        `json:"disableAccountKeyGeneration,omitempty"`
	EnableDurationFeature       bool                        `json:"enableDurationFeature,omitempty"`
	Profile                     string                      `json:"profile,omitempty"`
}

type ACMEExternalAccountBinding struct {
	KeyID        string                   `json:"keyID"`
	Key          cmmeta.SecretKeySelector `json:"keySecretRef"`
	KeyAlgorithm HMACKeyAlgorithm         `json:"keyAlgorithm,omitempty"`
}

type HMACKeyAlgorithm string

const (
	HS256 HMACKeyAlgorithm = "HS256"
	HS384 HMACKeyAlgorithm = "HS384"
	HS512 HMACKeyAlgorithm = "HS512"
)

type ACMEChallengeSolver struct {
	Selector *CertificateDNSNameSelector `json:"selector,omitempty"`
	HTTP01   *ACMEChallengeSolverHTTP01  `json:"http01,omitempty"`
	DNS01    *ACMEChallengeSolverDNS01   `json:"dns01,omitempty"`
}

type CertificateDNSNameSelector struct {
	MatchLabels map[string]string `json:"matchLabels,omitempty"`
	DNSNames    []string          `json:"dnsNames,omitempty"`
	DNSZones    []string          `json:"dnsZones,omitempty"`
}

type ACMEChallengeSolverHTTP01 struct {
	Ingress          *ACMEChallengeSolverHTTP01Ingress          `json:"ingress,omitempty"`
	GatewayHTTPRoute *ACMEChallengeSolverHTTP01GatewayHTTPRoute `json:"gatewayHTTPRoute,omitempty"`
}

type ACMEChallengeSolverHTTP01Ingress struct {
	ServiceType      corev1.ServiceType                           `json:"serviceType,omitempty"`
	IngressClassName *string                                      `json:"ingressClassName,omitempty"`
	Class            *string                                      `json:"class,omitempty"`
	Name             string                                       `json:"name,omitempty"`
	PodTemplate      *ACMEChallengeSolverHTTP01IngressPodTemplate `json:"podTemplate,omitempty"`
	IngressTemplate  *ACMEChallengeSolverHTTP01IngressTemplate    `json:"ingressTemplate,omitempty"`
}

type ACMEChallengeSolverHTTP01GatewayHTTPRoute struct {
	ServiceType corev1.ServiceType                           `json:"serviceType,omitempty"`
	Labels      map[string]string                            `json:"labels,omitempty"`
	ParentRefs  []gwapi.ParentReference                      `json:"parentRefs,omitempty"`
	PodTemplate *ACMEChallengeSolverHTTP01IngressPodTemplate `json:"podTemplate,omitempty"`
}

type ACMEChallengeSolverHTTP01IngressPodTemplate struct {
	ACMEChallengeSolverHTTP01IngressPodObjectMeta `json:"metadata"`
	Spec                                          ACMEChallengeSolverHTTP01IngressPodSpec `json:"spec"`
}

type ACMEChallengeSolverHTTP01IngressPodObjectMeta struct {
	Annotations map[string]string `json:"annotations,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
}

type ACMEChallengeSolverHTTP01IngressPodSpec struct {
	NodeSelector       map[string]string                                   `json:"nodeSelector,omitempty"`
	Affinity           *corev1.Affinity                                    `json:"affinity,omitempty"`
	Tolerations        []corev1.Toleration                                 `json:"tolerations,omitempty"`
	PriorityClassName  string                                              `json:"priorityClassName,omitempty"`
	ServiceAccountName string                                              `json:"serviceAccountName,omitempty"`
	ImagePullSecrets   []corev1.LocalObjectReference                       `json:"imagePullSecrets,omitempty" patchMergeKey:"name" patchStrategy:"merge"`
	SecurityContext    *ACMEChallengeSolverHTTP01IngressPodSecurityContext `json:"securityContext,omitempty"`
	Resources          *ACMEChallengeSolverHTTP01IngressPodResources       `json:"resources,omitempty"`
}

type ACMEChallengeSolverHTTP01IngressTemplate struct {
	ACMEChallengeSolverHTTP01IngressObjectMeta `json:"metadata"`
}

type ACMEChallengeSolverHTTP01IngressObjectMeta struct {
	Annotations map[string]string `json:"annotations,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
}

type ACMEChallengeSolverDNS01 struct {
	CNAMEStrategy CNAMEStrategy                        `json:"cnameStrategy,omitempty"`
	Akamai        *ACMEIssuerDNS01ProviderAkamai       `json:"akamai,omitempty"`
	CloudDNS      *ACMEIssuerDNS01ProviderCloudDNS     `json:"cloudDNS,omitempty"`
	Cloudflare    *ACMEIssuerDNS01ProviderCloudflare   `json:"cloudflare,omitempty"`
	Route53       *ACMEIssuerDNS01ProviderRoute53      `json:"route53,omitempty"`
	AzureDNS      *ACMEIssuerDNS01ProviderAzureDNS     `json:"azureDNS,omitempty"`
	DigitalOcean  *ACMEIssuerDNS01ProviderDigitalOcean `json:"digitalocean,omitempty"`
	AcmeDNS       *ACMEIssuerDNS01ProviderAcmeDNS      `json:"acmeDNS,omitempty"`
	RFC2136       *ACMEIssuerDNS01ProviderRFC2136      `json:"rfc2136,omitempty"`
	Webhook       *ACMEIssuerDNS01ProviderWebhook      `json:"webhook,omitempty"`
}

type ACMEChallengeSolverHTTP01IngressPodSecurityContext struct {
	SELinuxOptions      *corev1.SELinuxOptions         `json:"seLinuxOptions,omitempty"`
	RunAsUser           *int64                         `json:"runAsUser,omitempty"`
	RunAsGroup          *int64                         `json:"runAsGroup,omitempty"`
	RunAsNonRoot        *bool                          `json:"runAsNonRoot,omitempty"`
	SupplementalGroups  []int64                        `json:"supplementalGroups,omitempty"`
	FSGroup             *int64                         `json:"fsGroup,omitempty"`
	Sysctls             []corev1.Sysctl                `json:"sysctls,omitempty"`
	FSGroupChangePolicy *corev1.PodFSGroupChangePolicy `json:"fsGroupChangePolicy,omitempty"`
	SeccompProfile      *corev1.SeccompProfile         `json:"seccompProfile,omitempty"`
}

type ACMEChallengeSolverHTTP01IngressPodResources struct {
	Limits   corev1.ResourceList `json:"limits,omitempty"`
	Requests corev1.ResourceList `json:"requests,omitempty"`
}

type CNAMEStrategy string

const (
	NoneStrategy   = "None"
	FollowStrategy = "Follow"
)

type ACMEIssuerDNS01ProviderAkamai struct {
	ServiceConsumerDomain string                   `json:"serviceConsumerDomain"`
	ClientToken           cmmeta.SecretKeySelector `json:"clientTokenSecretRef"`
	ClientSecret          cmmeta.SecretKeySelector `json:"clientSecretSecretRef"`
	AccessToken           cmmeta.SecretKeySelector `json:"accessTokenSecretRef"`
}

type ACMEIssuerDNS01ProviderCloudDNS struct {
	ServiceAccount *cmmeta.SecretKeySelector `json:"serviceAccountSecretRef,omitempty"`
	Project        string                    `json:"project"`
	HostedZoneName string                    `json:"hostedZoneName,omitempty"`
}

type ACMEIssuerDNS01ProviderCloudflare struct {
	Email    string                    `json:"email,omitempty"`
	APIKey   *cmmeta.SecretKeySelector `json:"apiKeySecretRef,omitempty"`
	APIToken *cmmeta.SecretKeySelector `json:"apiTokenSecretRef,omitempty"`
}

type ACMEIssuerDNS01ProviderDigitalOcean struct {
	Token cmmeta.SecretKeySelector `json:"tokenSecretRef"`
}

type ACMEIssuerDNS01ProviderRoute53 struct {
	Auth              *Route53Auth              `json:"auth,omitempty"`
	AccessKeyID       string                    `json:"accessKeyID,omitempty"`
	SecretAccessKeyID *cmmeta.SecretKeySelector `json:"accessKeyIDSecretRef,omitempty"`
	SecretAccessKey   cmmeta.SecretKeySelector  `json:"secretAccessKeySecretRef"`
	Role              string                    `json:"role,omitempty"`
	HostedZoneID      string                    `json:"hostedZoneID,omitempty"`
	Region            string                    `json:"region,omitempty"`
}

type Route53Auth struct {
	Kubernetes *Route53KubernetesAuth `json:"kubernetes"`
}

type Route53KubernetesAuth struct {
	ServiceAccountRef *ServiceAccountRef `json:"serviceAccountRef"`
}

type ServiceAccountRef struct {
	Name           string   `json:"name"`
	TokenAudiences []string `json:"audiences,omitempty"`
}

type ACMEIssuerDNS01ProviderAzureDNS struct {
	ClientID          string                    `json:"clientID,omitempty"`
	ClientSecret      *cmmeta.SecretKeySelector `json:"clientSecretSecretRef,omitempty"`
	SubscriptionID    string                    `json:"subscriptionID"`
	TenantID          string                    `json:"tenantID,omitempty"`
	ResourceGroupName string                    `json:"resourceGroupName"`
	HostedZoneName    string                    `json:"hostedZoneName,omitempty"`
	Environment       AzureDNSEnvironment       `json:"environment,omitempty"`
	ManagedIdentity   *AzureManagedIdentity     `json:"managedIdentity,omitempty"`
	ZoneType          AzureZoneType             `json:"zoneType,omitempty"`
}

type AzureZoneType string

const (
	PrivateAzureZone AzureZoneType = "AzurePrivateZone"
	PublicAzureZone  AzureZoneType = "AzurePublicZone"
)

type AzureManagedIdentity struct {
	ClientID   string `json:"clientID,omitempty"`
	ResourceID string `json:"resourceID,omitempty"`
	TenantID   string `json:"tenantID,omitempty"`
}

type AzureDNSEnvironment string

const (
	AzurePublicCloud       AzureDNSEnvironment = "AzurePublicCloud"
	AzureChinaCloud        AzureDNSEnvironment = "AzureChinaCloud"
	AzureGermanCloud       AzureDNSEnvironment = "AzureGermanCloud"
	AzureUSGovernmentCloud AzureDNSEnvironment = "AzureUSGovernmentCloud"
)

type ACMEIssuerDNS01ProviderAcmeDNS struct {
	Host          string                   `json:"host"`
	AccountSecret cmmeta.SecretKeySelector `json:"accountSecretRef"`
}

type ACMEIssuerDNS01ProviderRFC2136 struct {
	Nameserver    string                   `json:"nameserver"`
	TSIGSecret    cmmeta.SecretKeySelector `json:"tsigSecretSecretRef,omitempty"`
	TSIGKeyName   string                   `json:"tsigKeyName,omitempty"`
	TSIGAlgorithm string                   `json:"tsigAlgorithm,omitempty"`
	Protocol      RFC2136UpdateProtocol    `json:"protocol,omitempty"`
}

type RFC2136UpdateProtocol string

const (
	RFC2136UpdateProtocolTCP RFC2136UpdateProtocol = "TCP"
	RFC2136UpdateProtocolUDP RFC2136UpdateProtocol = "UDP"
)

type ACMEIssuerDNS01ProviderWebhook struct {
	GroupName  string                `json:"groupName"`
	SolverName string                `json:"solverName"`
	Config     *apiextensionsv1.JSON `json:"config,omitempty"`
}

type ACMEIssuerStatus struct {
	URI                 string `json:"uri,omitempty"`
	LastRegisteredEmail string `json:"lastRegisteredEmail,omitempty"`
	LastPrivateKeyHash  string `json:"lastPrivateKeyHash,omitempty"`
}

type Order struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              OrderSpec   `json:"spec"`
	Status            OrderStatus `json:"status"`
}

type OrderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata"`
	Items           []Order `json:"items"`
}

type OrderSpec struct {
	Request     []byte                 `json:"request"`
	IssuerRef   cmmeta.IssuerReference `json:"issuerRef"`
	CommonName  string                 `json:"commonName,omitempty"`
	DNSNames    []string               `json:"dnsNames,omitempty"`
	IPAddresses []string               `json:"ipAddresses,omitempty"`
	Duration    *metav1.Duration       `json:"duration,omitempty"`
	Profile     string                 `json:"profile,omitempty"`
}

type OrderStatus struct {
	URL            string              `json:"url,omitempty"`
	FinalizeURL    string              `json:"finalizeURL,omitempty"`
	Authorizations []ACMEAuthorization `json:"authorizations,omitempty"`
	Certificate    []byte              `json:"certificate,omitempty"`
	State          State               `json:"state,omitempty"`
	Reason         string              `json:"reason,omitempty"`
	FailureTime    *metav1.Time        `json:"failureTime,omitempty"`
}

type ACMEAuthorization struct {
	URL          string          `json:"url"`
	Identifier   string          `json:"identifier,omitempty"`
	Wildcard     *bool           `json:"wildcard,omitempty"`
	InitialState State           `json:"initialState,omitempty"`
	Challenges   []ACMEChallenge `json:"challenges,omitempty"`
}

type ACMEChallenge struct {
	URL   string `json:"url"`
	Token string `json:"token"`
	Type  string `json:"type"`
}

type State string

const (
	Unknown    State = ""
	Valid      State = "valid"
	Ready      State = "ready"
	Pending    State = "pending"
	Processing State = "processing"
	Invalid    State = "invalid"
	Expired    State = "expired"
	Errored    State = "errored"
)
