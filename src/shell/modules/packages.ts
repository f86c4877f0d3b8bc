// The package import graph of the modules the lessons pin, for `go mod why`: every package of
// sigs.k8s.io/controller-runtime v0.16.0 and what it reaches in k8s.io/client-go, k8s.io/api and
// k8s.io/apimachinery v0.28.0 (plus client-go's kubernetes, rest, tools/clientcmd and the auth
// plugins), with the imports among those four modules only. Derived from the import declarations
// of the non-test .go files at those tags (all build tags, as `go mod why` loads them); other
// versions are answered with this graph. Module prefixes: 0 = sigs.k8s.io/controller-runtime,
// 1 = k8s.io/client-go, 2 = k8s.io/api, 3 = k8s.io/apimachinery. IMPORTS holds one ';'-separated
// entry per package of PACKAGES (same order), each a ','-separated list of PACKAGES indices.
// biome-ignore-all format: generated table
export const PACKAGES =
  '2/admission/v1 2/admission/v1beta1 2/admissionregistration/v1 2/admissionregistration/v1alpha1 2/adm' +
  'issionregistration/v1beta1 2/apidiscovery/v2beta1 2/apiserverinternal/v1alpha1 2/apps/v1 2/apps/v1be' +
  'ta1 2/apps/v1beta2 2/authentication/v1 2/authentication/v1alpha1 2/authentication/v1beta1 2/authoriz' +
  'ation/v1 2/authorization/v1beta1 2/autoscaling/v1 2/autoscaling/v2 2/autoscaling/v2beta1 2/autoscali' +
  'ng/v2beta2 2/batch/v1 2/batch/v1beta1 2/certificates/v1 2/certificates/v1alpha1 2/certificates/v1bet' +
  'a1 2/coordination/v1 2/coordination/v1beta1 2/core/v1 2/discovery/v1 2/discovery/v1beta1 2/events/v1' +
  ' 2/events/v1beta1 2/extensions/v1beta1 2/flowcontrol/v1alpha1 2/flowcontrol/v1beta1 2/flowcontrol/v1' +
  'beta2 2/flowcontrol/v1beta3 2/networking/v1 2/networking/v1alpha1 2/networking/v1beta1 2/node/v1 2/n' +
  'ode/v1alpha1 2/node/v1beta1 2/policy/v1 2/policy/v1beta1 2/rbac/v1 2/rbac/v1alpha1 2/rbac/v1beta1 2/' +
  'resource/v1alpha2 2/scheduling/v1 2/scheduling/v1alpha1 2/scheduling/v1beta1 2/storage/v1 2/storage/' +
  'v1alpha1 2/storage/v1beta1 3/pkg/api/equality 3/pkg/api/errors 3/pkg/api/meta 3/pkg/api/resource 3/p' +
  'kg/api/validation 3/pkg/apis/meta/internalversion 3/pkg/apis/meta/internalversion/scheme 3/pkg/apis/' +
  'meta/v1 3/pkg/apis/meta/v1/unstructured 3/pkg/apis/meta/v1/validation 3/pkg/apis/meta/v1beta1 3/pkg/' +
  'conversion 3/pkg/conversion/queryparams 3/pkg/fields 3/pkg/labels 3/pkg/runtime 3/pkg/runtime/schema' +
  ' 3/pkg/runtime/serializer 3/pkg/runtime/serializer/json 3/pkg/runtime/serializer/protobuf 3/pkg/runt' +
  'ime/serializer/recognizer 3/pkg/runtime/serializer/streaming 3/pkg/runtime/serializer/versioning 3/p' +
  'kg/selection 3/pkg/types 3/pkg/util/cache 3/pkg/util/diff 3/pkg/util/dump 3/pkg/util/errors 3/pkg/ut' +
  'il/framer 3/pkg/util/intstr 3/pkg/util/json 3/pkg/util/managedfields 3/pkg/util/managedfields/intern' +
  'al 3/pkg/util/mergepatch 3/pkg/util/naming 3/pkg/util/net 3/pkg/util/rand 3/pkg/util/runtime 3/pkg/u' +
  'til/sets 3/pkg/util/strategicpatch 3/pkg/util/uuid 3/pkg/util/validation 3/pkg/util/validation/field' +
  ' 3/pkg/util/wait 3/pkg/util/yaml 3/pkg/version 3/pkg/watch 3/third_party/forked/golang/json 3/third_' +
  'party/forked/golang/reflect 1/applyconfigurations/admissionregistration/v1 1/applyconfigurations/adm' +
  'issionregistration/v1alpha1 1/applyconfigurations/admissionregistration/v1beta1 1/applyconfiguration' +
  's/apiserverinternal/v1alpha1 1/applyconfigurations/apps/v1 1/applyconfigurations/apps/v1beta1 1/appl' +
  'yconfigurations/apps/v1beta2 1/applyconfigurations/autoscaling/v1 1/applyconfigurations/autoscaling/' +
  'v2 1/applyconfigurations/autoscaling/v2beta1 1/applyconfigurations/autoscaling/v2beta2 1/applyconfig' +
  'urations/batch/v1 1/applyconfigurations/batch/v1beta1 1/applyconfigurations/certificates/v1 1/applyc' +
  'onfigurations/certificates/v1alpha1 1/applyconfigurations/certificates/v1beta1 1/applyconfigurations' +
  '/coordination/v1 1/applyconfigurations/coordination/v1beta1 1/applyconfigurations/core/v1 1/applycon' +
  'figurations/discovery/v1 1/applyconfigurations/discovery/v1beta1 1/applyconfigurations/events/v1 1/a' +
  'pplyconfigurations/events/v1beta1 1/applyconfigurations/extensions/v1beta1 1/applyconfigurations/flo' +
  'wcontrol/v1alpha1 1/applyconfigurations/flowcontrol/v1beta1 1/applyconfigurations/flowcontrol/v1beta' +
  '2 1/applyconfigurations/flowcontrol/v1beta3 1/applyconfigurations/internal 1/applyconfigurations/met' +
  'a/v1 1/applyconfigurations/networking/v1 1/applyconfigurations/networking/v1alpha1 1/applyconfigurat' +
  'ions/networking/v1beta1 1/applyconfigurations/node/v1 1/applyconfigurations/node/v1alpha1 1/applycon' +
  'figurations/node/v1beta1 1/applyconfigurations/policy/v1 1/applyconfigurations/policy/v1beta1 1/appl' +
  'yconfigurations/rbac/v1 1/applyconfigurations/rbac/v1alpha1 1/applyconfigurations/rbac/v1beta1 1/app' +
  'lyconfigurations/resource/v1alpha2 1/applyconfigurations/scheduling/v1 1/applyconfigurations/schedul' +
  'ing/v1alpha1 1/applyconfigurations/scheduling/v1beta1 1/applyconfigurations/storage/v1 1/applyconfig' +
  'urations/storage/v1alpha1 1/applyconfigurations/storage/v1beta1 1/discovery 1/dynamic 1/kubernetes 1' +
  '/kubernetes/scheme 1/kubernetes/typed/admissionregistration/v1 1/kubernetes/typed/admissionregistrat' +
  'ion/v1alpha1 1/kubernetes/typed/admissionregistration/v1beta1 1/kubernetes/typed/apiserverinternal/v' +
  '1alpha1 1/kubernetes/typed/apps/v1 1/kubernetes/typed/apps/v1beta1 1/kubernetes/typed/apps/v1beta2 1' +
  '/kubernetes/typed/authentication/v1 1/kubernetes/typed/authentication/v1alpha1 1/kubernetes/typed/au' +
  'thentication/v1beta1 1/kubernetes/typed/authorization/v1 1/kubernetes/typed/authorization/v1beta1 1/' +
  'kubernetes/typed/autoscaling/v1 1/kubernetes/typed/autoscaling/v2 1/kubernetes/typed/autoscaling/v2b' +
  'eta1 1/kubernetes/typed/autoscaling/v2beta2 1/kubernetes/typed/batch/v1 1/kubernetes/typed/batch/v1b' +
  'eta1 1/kubernetes/typed/certificates/v1 1/kubernetes/typed/certificates/v1alpha1 1/kubernetes/typed/' +
  'certificates/v1beta1 1/kubernetes/typed/coordination/v1 1/kubernetes/typed/coordination/v1beta1 1/ku' +
  'bernetes/typed/core/v1 1/kubernetes/typed/discovery/v1 1/kubernetes/typed/discovery/v1beta1 1/kubern' +
  'etes/typed/events/v1 1/kubernetes/typed/events/v1beta1 1/kubernetes/typed/extensions/v1beta1 1/kuber' +
  'netes/typed/flowcontrol/v1alpha1 1/kubernetes/typed/flowcontrol/v1beta1 1/kubernetes/typed/flowcontr' +
  'ol/v1beta2 1/kubernetes/typed/flowcontrol/v1beta3 1/kubernetes/typed/networking/v1 1/kubernetes/type' +
  'd/networking/v1alpha1 1/kubernetes/typed/networking/v1beta1 1/kubernetes/typed/node/v1 1/kubernetes/' +
  'typed/node/v1alpha1 1/kubernetes/typed/node/v1beta1 1/kubernetes/typed/policy/v1 1/kubernetes/typed/' +
  'policy/v1beta1 1/kubernetes/typed/rbac/v1 1/kubernetes/typed/rbac/v1alpha1 1/kubernetes/typed/rbac/v' +
  '1beta1 1/kubernetes/typed/resource/v1alpha2 1/kubernetes/typed/scheduling/v1 1/kubernetes/typed/sche' +
  'duling/v1alpha1 1/kubernetes/typed/scheduling/v1beta1 1/kubernetes/typed/storage/v1 1/kubernetes/typ' +
  'ed/storage/v1alpha1 1/kubernetes/typed/storage/v1beta1 1/metadata 1/openapi 1/pkg/apis/clientauthent' +
  'ication 1/pkg/apis/clientauthentication/install 1/pkg/apis/clientauthentication/v1 1/pkg/apis/client' +
  'authentication/v1beta1 1/pkg/version 1/plugin/pkg/client/auth 1/plugin/pkg/client/auth/azure 1/plugi' +
  'n/pkg/client/auth/exec 1/plugin/pkg/client/auth/gcp 1/plugin/pkg/client/auth/oidc 1/rest 1/rest/watc' +
  'h 1/restmapper 1/testing 1/tools/auth 1/tools/cache 1/tools/cache/synctrack 1/tools/clientcmd 1/tool' +
  's/clientcmd/api 1/tools/clientcmd/api/latest 1/tools/clientcmd/api/v1 1/tools/leaderelection 1/tools' +
  '/leaderelection/resourcelock 1/tools/metrics 1/tools/pager 1/tools/record 1/tools/record/util 1/tool' +
  's/reference 1/transport 1/util/cert 1/util/connrotation 1/util/flowcontrol 1/util/homedir 1/util/key' +
  'util 1/util/retry 1/util/workqueue 0 0/examples/builtins 0/examples/configfile/builtin 0/examples/co' +
  'nfigfile/custom 0/examples/configfile/custom/v1alpha1 0/examples/crd 0/examples/crd/pkg 0/examples/s' +
  'cratch-env 0/examples/tokenreview 0/hack/tools 0/pkg 0/pkg/builder 0/pkg/cache 0/pkg/cache/informert' +
  'est 0/pkg/cache/internal 0/pkg/certwatcher 0/pkg/certwatcher/metrics 0/pkg/client 0/pkg/client/apiut' +
  'il 0/pkg/client/config 0/pkg/client/fake 0/pkg/client/interceptor 0/pkg/cluster 0/pkg/config 0/pkg/c' +
  'onfig/v1alpha1 0/pkg/controller 0/pkg/controller/controllertest 0/pkg/controller/controllerutil 0/pk' +
  'g/conversion 0/pkg/envtest 0/pkg/envtest/komega 0/pkg/event 0/pkg/finalizer 0/pkg/handler 0/pkg/heal' +
  'thz 0/pkg/internal/controller 0/pkg/internal/controller/metrics 0/pkg/internal/field/selector 0/pkg/' +
  'internal/flock 0/pkg/internal/httpserver 0/pkg/internal/log 0/pkg/internal/objectutil 0/pkg/internal' +
  '/recorder 0/pkg/internal/source 0/pkg/internal/testing/addr 0/pkg/internal/testing/certs 0/pkg/inter' +
  'nal/testing/controlplane 0/pkg/internal/testing/process 0/pkg/leaderelection 0/pkg/leaderelection/fa' +
  'ke 0/pkg/log 0/pkg/log/zap 0/pkg/manager 0/pkg/manager/internal/integration/api/v1 0/pkg/manager/int' +
  'ernal/integration/api/v2 0/pkg/manager/signals 0/pkg/metrics 0/pkg/metrics/filters 0/pkg/metrics/ser' +
  'ver 0/pkg/predicate 0/pkg/ratelimiter 0/pkg/reconcile 0/pkg/recorder 0/pkg/scheme 0/pkg/source 0/pkg' +
  '/webhook 0/pkg/webhook/admission 0/pkg/webhook/authentication 0/pkg/webhook/conversion 0/pkg/webhook' +
  '/internal/metrics 0/tools/setup-envtest 0/tools/setup-envtest/env 0/tools/setup-envtest/remote 0/too' +
  'ls/setup-envtest/store 0/tools/setup-envtest/versions 0/tools/setup-envtest/workflows';

export const IMPORTS =
  '10,61,69,70,78;10,61,69,70,78;61,69,70;2,61,69,70;2,61,69,70;61,69,70;61,69,70;26,61,69,70,84;26,61,' +
  '69,70,84;26,61,69,70,84;61,69,70,78;10,61,69,70;10,61,69,70;61,69,70;61,69,70;26,57,61,69,70;26,57,6' +
  '1,69,70;26,57,61,69,70;26,57,61,69,70;26,61,69,70,78;19,26,61,69,70;26,61,69,70;61,69,70;26,61,69,70' +
  ';61,69,70;61,69,70;57,61,69,70,78,84;26,61,69,70;26,61,69,70;26,61,69,70;26,61,69,70;8,26,61,69,70,8' +
  '4;61,69,70;61,69,70;61,69,70;61,69,70;26,61,69,70,84;26,61,69,70,78;26,61,69,70,84;26,57,61,69,70;26' +
  ',57,61,69,70;26,57,61,69,70;61,69,70,84;26,61,69,70,84;61,69,70;61,69,70;61,69,70;26,61,69,70,78;26,' +
  '61,69,70;26,61,69,70;26,61,69,70;26,57,61,69,70;26,57,61,69,70;26,57,61,69,70;57,61,65,67,68;61,69,7' +
  '0,97;61,65,69,70,78,82,93;;54,56,61,63,70,93,96,97;61,64,65,67,68,69,70;59,69,71,92;57,65,67,68,69,7' +
  '0,77,78,84,92,101;61,69,70,78,85,92;61,78,93,96,97;61,65,69,70;103;;77;77,93,96,97;65,66,70,82,85,89' +
  ',92,93;;69,70,72,73,74,76;69,70,74,83,99;61,69,70,74,83;69,70;69,70;62,69,70;;;;81;;93;;;;56,61,62,6' +
  '9,70,87;55,56,58,61,62,69,70;81;;93;;;;62,85,88,102;78;97;82,93;92;85;;69,70,90,92;;;2,61,78,86,132,' +
  '133;2,3,61,78,86,104,132,133;2,4,61,78,86,104,132,133;6,61,78,86,132,133;7,26,61,69,78,84,86,122,132' +
  ',133;8,26,61,69,78,84,86,122,132,133;9,26,61,69,78,84,86,122,132,133;15,61,78,86,132,133;16,26,57,61' +
  ',78,86,132,133;17,26,57,61,78,86,132,133;18,26,57,61,78,86,132,133;19,26,61,78,86,122,132,133;20,61,' +
  '78,86,115,122,132,133;21,26,61,78,86,132,133;22,61,78,86,132,133;23,26,61,78,86,132,133;24,61,78,86,' +
  '132,133;25,61,78,86,132,133;26,57,61,78,84,86,132,133;26,27,61,78,86,122,132,133;26,28,61,78,86,122,' +
  '132,133;29,61,78,86,122,132,133;30,61,78,86,122,132,133;26,31,61,78,84,86,122,132,133;32,61,78,86,13' +
  '2,133;33,61,78,86,132,133;34,61,78,86,132,133;35,61,78,86,132,133;;61,62,70,78,86,152;26,36,61,78,84' +
  ',86,122,132,133;37,61,78,86,122,132,133;26,38,61,78,84,86,122,132,133;26,39,61,78,86,122,132,133;26,' +
  '40,61,78,86,122,132,133;26,41,61,78,86,122,132,133;42,61,78,84,86,132,133;26,43,61,78,84,86,122,132,' +
  '133;44,61,78,86,132,133;45,61,78,86,132,133;46,61,78,86,132,133;47,61,78,86,122,132,133;26,48,61,78,' +
  '86,132,133;26,49,61,78,86,132,133;26,50,61,78,86,132,133;26,51,57,61,78,86,122,132,133;52,57,61,78,8' +
  '6,122,132,133;26,53,57,61,78,86,122,132,133;5,55,61,69,70,71,92,93,100,155,208,219;56,61,62,69,70,71' +
  ',72,78,101,219;152,156,157,158,159,160,161,162,163,164,165,166,167,168,169,170,171,172,173,174,175,1' +
  '76,177,178,179,180,181,182,183,184,185,186,187,188,189,190,191,192,193,194,195,196,197,198,199,200,2' +
  '01,202,203,204,205,206,219,240;2,3,4,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,2' +
  '8,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,61,69,70,71,92;2,61,78,' +
  '101,104,155,219;3,61,78,101,105,155,219;4,61,78,101,106,155,219;6,61,78,101,107,155,219;7,15,61,78,1' +
  '01,108,111,155,219;8,61,78,101,109,155,219;9,61,78,101,110,155,219;10,61,155,219;11,61,155,219;12,61' +
  ',155,219;13,61,155,219;14,61,155,219;15,61,78,101,111,155,219;16,61,78,101,112,155,219;17,61,78,101,' +
  '113,155,219;18,61,78,101,114,155,219;19,61,78,101,115,155,219;20,61,78,101,116,155,219;21,61,78,101,' +
  '117,155,219;22,61,78,101,118,155,219;23,61,78,101,119,155,219;24,61,78,101,120,155,219;25,61,78,101,' +
  '121,155,219;10,15,26,42,43,61,67,69,78,90,101,122,155,219,236;27,61,78,101,123,155,219;28,61,78,101,' +
  '124,155,219;29,61,78,101,125,155,219;30,61,78,101,126,155,219;31,61,78,101,127,155,219;32,61,78,101,' +
  '128,155,219;33,61,78,101,129,155,219;34,61,78,101,130,155,219;35,61,78,101,131,155,219;36,61,78,101,' +
  '134,155,219;37,61,78,101,135,155,219;38,61,78,101,136,155,219;39,61,78,101,137,155,219;40,61,78,101,' +
  '138,155,219;41,61,78,101,139,155,219;42,61,78,101,140,155,219;43,61,78,101,141,155,219;44,61,78,101,' +
  '142,155,219;45,61,78,101,143,155,219;46,61,78,101,144,155,219;47,61,78,101,145,155,219;48,61,78,101,' +
  '146,155,219;49,61,78,101,147,155,219;50,61,78,101,148,155,219;51,61,78,101,149,155,219;52,61,78,101,' +
  '150,155,219;53,61,78,101,151,155,219;60,61,69,70,71,78,101,219;86,219;61,69,70;69,92,209,211,212;61,' +
  '65,69,70,209;61,65,69,70,209;100;215,217,218;219;69,70,71,81,90,209,210,211,212,227,232,237,239;219;' +
  '90,219;55,61,69,70,75,78,90,93,101,209,213,216,220,227,232,237,238,240;61,69,75,101;56,61,70,152;55,' +
  '56,61,67,68,69,70,78,85,94,101,219;219;55,56,61,62,67,68,69,70,78,79,80,89,90,92,93,98,101,219,225,2' +
  '33;93;69,70,82,96,219,223,227,228,241;69,70;69,70,72,76,92,227,229;65,69,70,227;55,61,92,98,231;24,2' +
  '6,55,61,69,154,177,179,219;;55,56,59,61,69,92;26,55,61,69,92,93,94,101,219,235,236,240;26,55;26,56,6' +
  '1,69;90,92,98,232,239,244;242;;;;;55,98;92;61,70,256,264,268,272,295,297,300,306,308;7,26,55,69,217,' +
  '256,262,264,270,278,295,296,297,300,306,309,311;7,26,55,69,155,217,245,262,264,268,295,296,300,306;7' +
  ',26,55,69,155,217,245,249,262,264,268,295,296,300,306;61,69,70,269,308;26,55,69,217,245,251,262,295,' +
  '296;26,61,69,70,295,308,310,311;245,274,296;10,217,264,295,296,297,300,312;;;61,69,70,219,262,263,27' +
  '0,278,285,288,297,304,306,309,311,313;26,56,61,62,67,68,69,70,155,219,224,259,262,263,285;69,70,155,' +
  '224,257,262,271;55,56,61,67,68,69,70,71,101,153,207,219,224,262,263,282;82,93,98,261,285;301;55,56,6' +
  '1,66,67,68,69,70,71,77,78,85,94,101,155,207,219,263,295;56,61,69,70,71,152,153,155,219,221;219,226,2' +
  '27,285;26,42,43,55,56,61,62,67,68,69,70,78,91,93,94,97,101,155,222,262,263,266,282,286;56,69,70,101,' +
  '262;56,69,155,219,234,257,262,263,285,287;69,71,92,269;61,69,70,308;244,278,280,297,304,305,306,309;' +
  '61,69,70,224,244;54,55,61,62,69,70,262,263;69;2,55,61,62,69,70,93,98,99,155,219,243,262,263,264,285,' +
  '289,290,291,292,313;69,78,262;262;82,262,272;56,61,69,70,78,244,262,276,285,306;93,285;78,92,95,244,' +
  '278,281,295,304,306,309;301;67,77;;;295;56,68,69;26,69,179,219,234;56,69,98,224,244,257,262,276,278,' +
  '285,304;283;238;82,219,226,227,289,290,292;;95,177,179,219,231,307;61,95,219,231,293,307;;56,69;56,6' +
  '1,69,82,219,230,231,234,257,262,267,268,269,279,284,287,293,295,303,307,310;61,69,70,308;61,69,70,27' +
  '3,298,308;;230,232,244;163,166,219,303;219,238,260,284,285,301;61,68,262,276,285;;78;234;61,69,70;24' +
  '4,257,262,276,278,288,304;260,279,284,285,311,314;0,1,55,61,69,70,71,85,92,295,314;10,12,69,70,71,92' +
  ',295;56,61,69,70,71,273,295;301;316,317,318,319,320;317,318,319;319;319;;316';

const MODULES = ['sigs.k8s.io/controller-runtime', 'k8s.io/client-go', 'k8s.io/api', 'k8s.io/apimachinery'];

let graph: Map<string, string[]> | undefined;

/** The imports (among the four modules) of a dependency package; [] for packages not in the table. */
export function dependencyImports(pkg: string): string[] {
  if (!graph) {
    const names = PACKAGES.split(' ').map((s) => MODULES[Number(s[0])] + s.slice(1));
    const edges = IMPORTS.split(';');
    graph = new Map(names.map((n, i) => [n, edges[i] ? edges[i].split(',').map((j) => names[Number(j)]) : []]));
  }
  return graph.get(pkg) ?? [];
}
