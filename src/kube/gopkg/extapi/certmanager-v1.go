// github.com/cert-manager/cert-manager pkg/apis/certmanager/v1 at v1.20.2 (const.go, generic_issuer.go,
// register.go, types*.go): every type, field, constant and method with the real names, json tags
// and values; doc comments omitted. DeepCopy methods are generated (../deepcopy.ts).

package v1

import (
	cmacme "github.com/cert-manager/cert-manager/pkg/apis/acme/v1"
	"github.com/cert-manager/cert-manager/pkg/apis/certmanager"
	cmmeta "github.com/cert-manager/cert-manager/pkg/apis/meta/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"time"
)

const (
	MinimumCertificateDuration = time.Hour
	DefaultCertificateDuration = time.Hour * 24 * 90
	MinimumRenewBefore         = time.Minute * 5
	DefaultRenewBefore         = time.Hour * 24 * 30
)

const (
	DefaultVaultTokenAuthSecretKey             = "token"
	DefaultVaultKubernetesAuthMountPath        = "/v1/auth/kubernetes"
	DefaultVaultClientCertificateAuthMountPath = "/v1/auth/cert"
)

type GenericIssuer interface {
	runtime.Object
	metav1.Object
	GetObjectMeta() *metav1.ObjectMeta
	GetSpec() *IssuerSpec
	GetStatus() *IssuerStatus
}

var _ GenericIssuer = &Issuer{}

var _ GenericIssuer = &ClusterIssuer{}

func (c *ClusterIssuer) GetObjectMeta() *metav1.ObjectMeta {
	return &c.ObjectMeta
}

func (c *ClusterIssuer) GetSpec() *IssuerSpec {
	return &c.Spec
}

func (c *ClusterIssuer) GetStatus() *IssuerStatus {
	return &c.Status
}

func (c *ClusterIssuer) SetSpec(spec IssuerSpec) {
	c.Spec = spec
}

func (c *ClusterIssuer) SetStatus(status IssuerStatus) {
	c.Status = status
}

func (c *ClusterIssuer) Copy() GenericIssuer {
	return c.DeepCopy()
}

func (c *Issuer) GetObjectMeta() *metav1.ObjectMeta {
	return &c.ObjectMeta
}

func (c *Issuer) GetSpec() *IssuerSpec {
	return &c.Spec
}

func (c *Issuer) GetStatus() *IssuerStatus {
	return &c.Status
}

func (c *Issuer) SetSpec(spec IssuerSpec) {
	c.Spec = spec
}

func (c *Issuer) SetStatus(status IssuerStatus) {
	c.Status = status
}

func (c *Issuer) Copy() GenericIssuer {
	return c.DeepCopy()
}

func (i *IssuerStatus) ACMEStatus() *cmacme.ACMEIssuerStatus {
	if i == nil {
		return &cmacme.ACMEIssuerStatus{}
	}
	if i.ACME == nil {
		i.ACME = &cmacme.ACMEIssuerStatus{}
	}
	return i.ACME
}

var SchemeGroupVersion = schema.GroupVersion{Group: certmanager.GroupName, Version: "v1"}

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
		&Certificate{},
		&CertificateList{},
		&Issuer{},
		&IssuerList{},
		&ClusterIssuer{},
		&ClusterIssuerList{},
		&CertificateRequest{},
		&CertificateRequestList{},
	)
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}

const (
	PartOfCertManagerControllerLabelKey     = "controller.cert-manager.io/fao"
	AltNamesAnnotationKey                   = "cert-manager.io/alt-names"
	IPSANAnnotationKey                      = "cert-manager.io/ip-sans"
	URISANAnnotationKey                     = "cert-manager.io/uri-sans"
	CommonNameAnnotationKey                 = "cert-manager.io/common-name"
	DurationAnnotationKey                   = "cert-manager.io/duration"
	RenewBeforeAnnotationKey                = "cert-manager.io/renew-before"
	RenewBeforePercentageAnnotationKey      = "cert-manager.io/renew-before-percentage"
	EmailsAnnotationKey                     = "cert-manager.io/email-sans"
	SubjectOrganizationsAnnotationKey       = "cert-manager.io/subject-organizations"
	SubjectOrganizationalUnitsAnnotationKey = "cert-manager.io/subject-organizationalunits"
	SubjectCountriesAnnotationKey           = "cert-manager.io/subject-countries"
	SubjectProvincesAnnotationKey           = "cert-manager.io/subject-provinces"
	SubjectLocalitiesAnnotationKey          = "cert-manager.io/subject-localities"
	SubjectStreetAddressesAnnotationKey     = "cert-manager.io/subject-streetaddresses"
	SubjectPostalCodesAnnotationKey         = "cert-manager.io/subject-postalcodes"
	SubjectSerialNumberAnnotationKey        = "cert-manager.io/subject-serialnumber"
	UsagesAnnotationKey                     = "cert-manager.io/usages"
	IssuerNameAnnotationKey                 = "cert-manager.io/issuer-name"
	IssuerKindAnnotationKey                 = "cert-manager.io/issuer-kind"
	IssuerGroupAnnotationKey                = "cert-manager.io/issuer-group"
	CertificateNameKey                      = "cert-manager.io/certificate-name"
	IsNextPrivateKeySecretLabelKey          = "cert-manager.io/next-private-key"
	RevisionHistoryLimitAnnotationKey       = "cert-manager.io/revision-history-limit"
	PrivateKeyAlgorithmAnnotationKey        = "cert-manager.io/private-key-algorithm"
	PrivateKeyEncodingAnnotationKey         = "cert-manager.io/private-key-encoding"
	PrivateKeySizeAnnotationKey             = "cert-manager.io/private-key-size"
	PrivateKeyRotationPolicyAnnotationKey   = "cert-manager.io/private-key-rotation-policy"
)

const (
	IngressIssuerNameAnnotationKey                       = "cert-manager.io/issuer"
	IngressClusterIssuerNameAnnotationKey                = "cert-manager.io/cluster-issuer"
	IngressACMEIssuerHTTP01IngressClassAnnotationKey     = "acme.cert-manager.io/http01-ingress-class"
	IngressACMEIssuerHTTP01IngressClassNameAnnotationKey = "acme.cert-manager.io/http01-ingress-ingressclassname"
	IngressClassAnnotationKey                            = "kubernetes.io/ingress.class"
	IngressSecretTemplate                                = "cert-manager.io/secret-template"
)

const (
	CertificateRequestPrivateKeyAnnotationKey = "cert-manager.io/private-key-secret-name"
	CertificateRequestRevisionAnnotationKey   = "cert-manager.io/certificate-revision"
)

const (
	IssueTemporaryCertificateAnnotation = "cert-manager.io/issue-temporary-certificate"
)

const (
	ClusterIssuerKind      = "ClusterIssuer"
	IssuerKind             = "Issuer"
	CertificateKind        = "Certificate"
	CertificateRequestKind = "CertificateRequest"
)

const (
	WantInjectAnnotation                = "cert-manager.io/inject-ca-from"
	WantInjectAPIServerCAAnnotation     = "cert-manager.io/inject-apiserver-ca"
	WantInjectFromSecretAnnotation      = "cert-manager.io/inject-ca-from-secret"
	AllowsInjectionFromSecretAnnotation = "cert-manager.io/allow-direct-injection"
)

const (
	VenafiCustomFieldsAnnotationKey = "venafi.cert-manager.io/custom-fields"
	VenafiPickupIDAnnotationKey     = "venafi.cert-manager.io/pickup-id"
)

type KeyUsage string

const (
	UsageSigning           KeyUsage = "signing"
	UsageDigitalSignature  KeyUsage = "digital signature"
	UsageContentCommitment KeyUsage = "content commitment"
	UsageKeyEncipherment   KeyUsage = "key encipherment"
	UsageKeyAgreement      KeyUsage = "key agreement"
	UsageDataEncipherment  KeyUsage = "data encipherment"
	UsageCertSign          KeyUsage = "cert sign"
	UsageCRLSign           KeyUsage = "crl sign"
	UsageEncipherOnly      KeyUsage = "encipher only"
	UsageDecipherOnly      KeyUsage = "decipher only"
	UsageAny               KeyUsage = "any"
	UsageServerAuth        KeyUsage = "server auth"
	UsageClientAuth        KeyUsage = "client auth"
	UsageCodeSigning       KeyUsage = "code signing"
	UsageEmailProtection   KeyUsage = "email protection"
	UsageSMIME             KeyUsage = "s/mime"
	UsageIPsecEndSystem    KeyUsage = "ipsec end system"
	UsageIPsecTunnel       KeyUsage = "ipsec tunnel"
	UsageIPsecUser         KeyUsage = "ipsec user"
	UsageTimestamping      KeyUsage = "timestamping"
	UsageOCSPSigning       KeyUsage = "ocsp signing"
	UsageMicrosoftSGC      KeyUsage = "microsoft sgc"
	UsageNetscapeSGC       KeyUsage = "netscape sgc"
)

const (
	PKCS12SecretKey     = "keystore.p12"
	PKCS12TruststoreKey = "truststore.p12"
	JKSSecretKey        = "keystore.jks"
	JKSTruststoreKey    = "truststore.jks"
	KeystorePassword    = "keystorePassword"
)

func DefaultKeyUsages() []KeyUsage {
	return []KeyUsage{UsageDigitalSignature, UsageKeyEncipherment}
}

type Certificate struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              CertificateSpec   `json:"spec"`
	Status            CertificateStatus `json:"status"`
}

type CertificateList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Certificate `json:"items"`
}

type PrivateKeyAlgorithm string

const (
	RSAKeyAlgorithm     PrivateKeyAlgorithm = "RSA"
	ECDSAKeyAlgorithm   PrivateKeyAlgorithm = "ECDSA"
	Ed25519KeyAlgorithm PrivateKeyAlgorithm = "Ed25519"
)

type PrivateKeyEncoding string

const (
	PKCS1 PrivateKeyEncoding = "PKCS1"
	PKCS8 PrivateKeyEncoding = "PKCS8"
)

type SignatureAlgorithm string

const (
	SHA256WithRSA   SignatureAlgorithm = "SHA256WithRSA"
	SHA384WithRSA   SignatureAlgorithm = "SHA384WithRSA"
	SHA512WithRSA   SignatureAlgorithm = "SHA512WithRSA"
	ECDSAWithSHA256 SignatureAlgorithm = "ECDSAWithSHA256"
	ECDSAWithSHA384 SignatureAlgorithm = "ECDSAWithSHA384"
	ECDSAWithSHA512 SignatureAlgorithm = "ECDSAWithSHA512"
	PureEd25519     SignatureAlgorithm = "PureEd25519"
)

type CertificateSpec struct {
	Subject                 *X509Subject                        `json:"subject,omitempty"`
	LiteralSubject          string                              `json:"literalSubject,omitempty"`
	CommonName              string                              `json:"commonName,omitempty"`
	Duration                *metav1.Duration                    `json:"duration,omitempty"`
	RenewBefore             *metav1.Duration                    `json:"renewBefore,omitempty"`
	RenewBeforePercentage   *int32                              `json:"renewBeforePercentage,omitempty"`
	DNSNames                []string                            `json:"dnsNames,omitempty"`
	IPAddresses             []string                            `json:"ipAddresses,omitempty"`
	URIs                    []string                            `json:"uris,omitempty"`
	OtherNames              []OtherName                         `json:"otherNames,omitempty"`
	EmailAddresses          []string                            `json:"emailAddresses,omitempty"`
	SecretName              string                              `json:"secretName"`
	SecretTemplate          *CertificateSecretTemplate          `json:"secretTemplate,omitempty"`
	Keystores               *CertificateKeystores               `json:"keystores,omitempty"`
	IssuerRef               cmmeta.IssuerReference              `json:"issuerRef"`
	IsCA                    bool                                `json:"isCA,omitempty"`
	Usages                  []KeyUsage                          `json:"usages,omitempty"`
	PrivateKey              *CertificatePrivateKey              `json:"privateKey,omitempty"`
	SignatureAlgorithm      SignatureAlgorithm                  `json:"signatureAlgorithm,omitempty"`
	EncodeUsagesInRequest   *bool                               `json:"encodeUsagesInRequest,omitempty"`
	RevisionHistoryLimit    *int32                              `json:"revisionHistoryLimit,omitempty"`
	AdditionalOutputFormats []CertificateAdditionalOutputFormat `json:"additionalOutputFormats,omitempty"`
	NameConstraints         *NameConstraints                    `json:"nameConstraints,omitempty"`
}

type OtherName struct {
	OID       string `json:"oid,omitempty"`
	UTF8Value string `json:"utf8Value,omitempty"`
}

type CertificatePrivateKey struct {
	RotationPolicy PrivateKeyRotationPolicy `json:"rotationPolicy,omitempty"`
	Encoding       PrivateKeyEncoding       `json:"encoding,omitempty"`
	Algorithm      PrivateKeyAlgorithm      `json:"algorithm,omitempty"`
	Size           int                      `json:"size,omitempty"`
}

type PrivateKeyRotationPolicy string

var (
	RotationPolicyNever  PrivateKeyRotationPolicy = "Never"
	RotationPolicyAlways PrivateKeyRotationPolicy = "Always"
)

type CertificateOutputFormatType string

const (
	CertificateOutputFormatDERKey         string                      = "key.der"
	CertificateOutputFormatDER            CertificateOutputFormatType = "DER"
	CertificateOutputFormatCombinedPEMKey string                      = "tls-combined.pem"
	CertificateOutputFormatCombinedPEM    CertificateOutputFormatType = "CombinedPEM"
)

type CertificateAdditionalOutputFormat struct {
	Type CertificateOutputFormatType `json:"type"`
}

type X509Subject struct {
	Organizations       []string `json:"organizations,omitempty"`
	Countries           []string `json:"countries,omitempty"`
	OrganizationalUnits []string `json:"organizationalUnits,omitempty"`
	Localities          []string `json:"localities,omitempty"`
	Provinces           []string `json:"provinces,omitempty"`
	StreetAddresses     []string `json:"streetAddresses,omitempty"`
	PostalCodes         []string `json:"postalCodes,omitempty"`
	SerialNumber        string   `json:"serialNumber,omitempty"`
}

type CertificateKeystores struct {
	JKS    *JKSKeystore    `json:"jks,omitempty"`
	PKCS12 *PKCS12Keystore `json:"pkcs12,omitempty"`
}

type JKSKeystore struct {
	Create            bool                     `json:"create"`
	Alias             *string                  `json:"alias,omitempty"`
	PasswordSecretRef cmmeta.SecretKeySelector `json:"passwordSecretRef,omitempty"`
	Password          *string                  `json:"password,omitempty"`
}

type PKCS12Keystore struct {
	Create            bool                     `json:"create"`
	Profile           PKCS12Profile            `json:"profile,omitempty"`
	PasswordSecretRef cmmeta.SecretKeySelector `json:"passwordSecretRef,omitempty"`
	Password          *string                  `json:"password,omitempty"`
}

type PKCS12Profile string

const (
	LegacyRC2PKCS12Profile  PKCS12Profile = "LegacyRC2"
	LegacyDESPKCS12Profile  PKCS12Profile = "LegacyDES"
	Modern2023PKCS12Profile PKCS12Profile = "Modern2023"
)

type CertificateStatus struct {
	Conditions               []CertificateCondition `json:"conditions,omitempty"`
	LastFailureTime          *metav1.Time           `json:"lastFailureTime,omitempty"`
	NotBefore                *metav1.Time           `json:"notBefore,omitempty"`
	NotAfter                 *metav1.Time           `json:"notAfter,omitempty"`
	RenewalTime              *metav1.Time           `json:"renewalTime,omitempty"`
	Revision                 *int                   `json:"revision,omitempty"`
	NextPrivateKeySecretName *string                `json:"nextPrivateKeySecretName,omitempty"`
	FailedIssuanceAttempts   *int                   `json:"failedIssuanceAttempts,omitempty"`
}

type CertificateCondition struct {
	Type               CertificateConditionType `json:"type"`
	Status             cmmeta.ConditionStatus   `json:"status"`
	LastTransitionTime *metav1.Time             `json:"lastTransitionTime,omitempty"`
	Reason             string                   `json:"reason,omitempty"`
	Message            string                   `json:"message,omitempty"`
	ObservedGeneration int64                    `json:"observedGeneration,omitempty"`
}

type CertificateConditionType string

const (
	CertificateConditionReady   CertificateConditionType = "Ready"
	CertificateConditionIssuing CertificateConditionType = "Issuing"
)

type CertificateSecretTemplate struct {
	Annotations map[string]string `json:"annotations,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
}

type NameConstraints struct {
	Critical  bool                `json:"critical,omitempty"`
	Permitted *NameConstraintItem `json:"permitted,omitempty"`
	Excluded  *NameConstraintItem `json:"excluded,omitempty"`
}

type NameConstraintItem struct {
	DNSDomains     []string `json:"dnsDomains,omitempty"`
	IPRanges       []string `json:"ipRanges,omitempty"`
	EmailAddresses []string `json:"emailAddresses,omitempty"`
	URIDomains     []string `json:"uriDomains,omitempty"`
}

const (
	CertificateRequestReasonPending = "Pending"
	CertificateRequestReasonFailed  = "Failed"
	CertificateRequestReasonIssued  = "Issued"
	CertificateRequestReasonDenied  = "Denied"
)

type CertificateRequest struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              CertificateRequestSpec   `json:"spec"`
	Status            CertificateRequestStatus `json:"status"`
}

type CertificateRequestList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CertificateRequest `json:"items"`
}

type CertificateRequestSpec struct {
	Duration  *metav1.Duration       `json:"duration,omitempty"`
	IssuerRef cmmeta.IssuerReference `json:"issuerRef"`
	Request   []byte                 `json:"request"`
	IsCA      bool                   `json:"isCA,omitempty"`
	Usages    []KeyUsage             `json:"usages,omitempty"`
	Username  string                 `json:"username,omitempty"`
	UID       string                 `json:"uid,omitempty"`
	Groups    []string               `json:"groups,omitempty"`
	Extra     map[string][]string    `json:"extra,omitempty"`
}

type CertificateRequestStatus struct {
	Conditions  []CertificateRequestCondition `json:"conditions,omitempty"`
	Certificate []byte                        `json:"certificate,omitempty"`
	CA          []byte                        `json:"ca,omitempty"`
	FailureTime *metav1.Time                  `json:"failureTime,omitempty"`
}

type CertificateRequestCondition struct {
	Type               CertificateRequestConditionType `json:"type"`
	Status             cmmeta.ConditionStatus          `json:"status"`
	LastTransitionTime *metav1.Time                    `json:"lastTransitionTime,omitempty"`
	Reason             string                          `json:"reason,omitempty"`
	Message            string                          `json:"message,omitempty"`
}

type CertificateRequestConditionType string

const (
	CertificateRequestConditionReady          CertificateRequestConditionType = "Ready"
	CertificateRequestConditionInvalidRequest CertificateRequestConditionType = "InvalidRequest"
	CertificateRequestConditionApproved       CertificateRequestConditionType = "Approved"
	CertificateRequestConditionDenied         CertificateRequestConditionType = "Denied"
)

type ClusterIssuer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              IssuerSpec   `json:"spec"`
	Status            IssuerStatus `json:"status"`
}

type ClusterIssuerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata"`
	Items           []ClusterIssuer `json:"items"`
}

type Issuer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              IssuerSpec   `json:"spec"`
	Status            IssuerStatus `json:"status"`
}

type IssuerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata"`
	Items           []Issuer `json:"items"`
}

type IssuerSpec struct {
	IssuerConfig `json:",inline"`
}

type IssuerConfig struct {
	ACME       *cmacme.ACMEIssuer `json:"acme,omitempty"`
	CA         *CAIssuer          `json:"ca,omitempty"`
	Vault      *VaultIssuer       `json:"vault,omitempty"`
	SelfSigned *SelfSignedIssuer  `json:"selfSigned,omitempty"`
	Venafi     *VenafiIssuer      `json:"venafi,omitempty"`
}

type VenafiIssuer struct {
	Zone  string       `json:"zone"`
	TPP   *VenafiTPP   `json:"tpp,omitempty"`
	Cloud *VenafiCloud `json:"cloud,omitempty"`
}

type VenafiTPP struct {
	URL               string                      `json:"url"`
	CredentialsRef    cmmeta.LocalObjectReference `json:"credentialsRef"`
	CABundle          []byte                      `json:"caBundle,omitempty"`
	CABundleSecretRef *cmmeta.SecretKeySelector   `json:"caBundleSecretRef,omitempty"`
}

type VenafiCloud struct {
	URL               string                   `json:"url,omitempty"`
	APITokenSecretRef cmmeta.SecretKeySelector `json:"apiTokenSecretRef"`
}

type SelfSignedIssuer struct {
	CRLDistributionPoints []string `json:"crlDistributionPoints,omitempty"`
}

type VaultIssuer struct {
	Auth                VaultAuth                 `json:"auth"`
	Server              string                    `json:"server"`
	ServerName          string                    `json:"serverName,omitempty"`
	Path                string                    `json:"path"`
	Namespace           string                    `json:"namespace,omitempty"`
	CABundle            []byte                    `json:"caBundle,omitempty"`
	CABundleSecretRef   *cmmeta.SecretKeySelector `json:"caBundleSecretRef,omitempty"`
	ClientCertSecretRef *cmmeta.SecretKeySelector `json:"clientCertSecretRef,omitempty"`
	ClientKeySecretRef  *cmmeta.SecretKeySelector `json:"clientKeySecretRef,omitempty"`
}

type VaultAuth struct {
	TokenSecretRef    *cmmeta.SecretKeySelector   `json:"tokenSecretRef,omitempty"`
	AppRole           *VaultAppRole               `json:"appRole,omitempty"`
	ClientCertificate *VaultClientCertificateAuth `json:"clientCertificate,omitempty"`
	Kubernetes        *VaultKubernetesAuth        `json:"kubernetes,omitempty"`
}

type VaultAppRole struct {
	Path      string                   `json:"path"`
	RoleId    string                   `json:"roleId"`
	SecretRef cmmeta.SecretKeySelector `json:"secretRef"`
}

type VaultClientCertificateAuth struct {
	Path       string `json:"mountPath,omitempty"`
	SecretName string `json:"secretName,omitempty"`
	Name       string `json:"name,omitempty"`
}

type VaultKubernetesAuth struct {
	Path              string                   `json:"mountPath,omitempty"`
	SecretRef         cmmeta.SecretKeySelector `json:"secretRef,omitempty"`
	ServiceAccountRef *ServiceAccountRef       `json:"serviceAccountRef,omitempty"`
	Role              string                   `json:"role"`
}

type ServiceAccountRef struct {
	Name           string   `json:"name"`
	TokenAudiences []string `json:"audiences,omitempty"`
}

type CAIssuer struct {
	SecretName             string   `json:"secretName"`
	CRLDistributionPoints  []string `json:"crlDistributionPoints,omitempty"`
	OCSPServers            []string `json:"ocspServers,omitempty"`
	IssuingCertificateURLs []string `json:"issuingCertificateURLs,omitempty"`
}

type IssuerStatus struct {
	Conditions []IssuerCondition        `json:"conditions,omitempty"`
	ACME       *cmacme.ACMEIssuerStatus `json:"acme,omitempty"`
}

type IssuerCondition struct {
	Type               IssuerConditionType    `json:"type"`
	Status             cmmeta.ConditionStatus `json:"status"`
	LastTransitionTime *metav1.Time           `json:"lastTransitionTime,omitempty"`
	Reason             string                 `json:"reason,omitempty"`
	Message            string                 `json:"message,omitempty"`
	ObservedGeneration int64                  `json:"observedGeneration,omitempty"`
}

type IssuerConditionType string

const (
	IssuerConditionReady IssuerConditionType = "Ready"
)
