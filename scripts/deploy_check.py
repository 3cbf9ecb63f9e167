"""Checks deploy/: the Kubernetes manifests against the Kubernetes JSON schemas (strict: an
unknown field fails) and the KEDA resources against KEDA's own types, the references between the
manifests, and the Grafana dashboard against the metrics the code registers. Run by
scripts/deploy-check, which installs the pinned packages this imports.

Schemas come from registry packages, offline: kubernetes-validate ships the Kubernetes schemas
per version; cloudcoil-models-keda ships KEDA's CRD types as pydantic models, whose JSON schema
is made strict here the same way (additionalProperties: false on every object with properties).
"""

import glob
import json
import os
import re
import sys

import jsonschema
import kubernetes_validate
import yaml
from cloudcoil.models.keda import v1alpha1 as keda

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KUBE = os.path.join(ROOT, "deploy", "kubernetes")
DASHBOARD = os.path.join(ROOT, "deploy", "grafana", "graha.json")
# The oldest Kubernetes the manifests target (the preStop `sleep` action is on by default from
# 1.30) and the newest the pinned kubernetes-validate knows.
K8S_VERSIONS = ["1.30.0", "1.37.0"]

passed, failed = 0, 0
QUIET = "--quiet" in sys.argv


def check(ok, what, why=""):
    global passed, failed
    if ok:
        passed += 1
        if not QUIET:
            print(f"OK   {what}")
    else:
        failed += 1
        print(f"FAIL {what}: {why}")


def strict(schema):
    """Every object schema that lists its properties allows no others."""
    if isinstance(schema, dict):
        if "properties" in schema and "additionalProperties" not in schema:
            schema["additionalProperties"] = False
        for v in schema.values():
            strict(v)
    elif isinstance(schema, list):
        for v in schema:
            strict(v)
    return schema


KEDA_MODELS = {"ScaledObject": keda.ScaledObject, "TriggerAuthentication": keda.TriggerAuthentication}


def keda_validator(kind):
    schema = strict(KEDA_MODELS[kind].model_json_schema(by_alias=True, mode="validation"))
    return jsonschema.Draft202012Validator(schema)


def validate_doc(path, doc):
    name = f"{os.path.basename(path)} {doc.get('kind')}/{doc.get('metadata', {}).get('name')}"
    if doc.get("apiVersion") == "keda.sh/v1alpha1" and doc.get("kind") in KEDA_MODELS:
        errors = sorted(keda_validator(doc["kind"]).iter_errors(doc), key=str)
        why = "; ".join(f"{'.'.join(map(str, e.path))}: {e.message}" for e in errors[:3])
        check(not errors, f"{name} (KEDA 2.16 types, strict)", why)
        return
    for v in K8S_VERSIONS:
        try:
            kubernetes_validate.validate(doc, v, strict=True)
            check(True, f"{name} (Kubernetes {v[:4]}, strict)")
        except kubernetes_validate.ValidationError as e:
            check(False, f"{name} (Kubernetes {v[:4]}, strict)", f"{'.'.join(map(str, e.path))}: {e.message}")
        except kubernetes_validate.SchemaNotFoundError as e:
            check(False, f"{name} (Kubernetes {v[:4]})", e.message)


def load_manifests():
    docs = []
    for path in sorted(glob.glob(os.path.join(KUBE, "*.yaml"))):
        if os.path.basename(path) == "kustomization.yaml":
            continue
        with open(path) as f:
            for doc in yaml.safe_load_all(f):
                if doc:
                    docs.append((path, doc))
    return docs


def queue_names():
    """The queue names of shared/src/queue.rs's `queue_name`."""
    src = open(os.path.join(ROOT, "shared", "src", "queue.rs")).read()
    body = src[src.index("pub fn queue_name"):]
    body = body[: body.index("\n}\n")]
    return set(re.findall(r'=> "([a-z-]+)"', body))


def list_queues():
    """The queues the worker drains from Graha's own list queue (shared/src/queue/list.rs): one
    key, `<queue>:pending`; the others are apalis-redis's (`:scheduled` and `:active`)."""
    names = {}
    src = open(os.path.join(ROOT, "shared", "src", "queue.rs")).read()
    body = src[src.index("pub fn queue_name"):]
    for variant, name in re.findall(r'Queue::(\w+) => "([a-z-]+)"', body[: body.index("\n}\n")]):
        names[variant] = name
    worker = open(os.path.join(ROOT, "worker", "src", "lib.rs")).read()
    return {names[v] for v in re.findall(r"ListQueue::<\w+>::of\([^;]*?Queue::(\w+)\)", worker)}


def references(docs):
    by_kind = {}
    for _, d in docs:
        by_kind.setdefault(d["kind"], {})[d["metadata"]["name"]] = d
    deployments = by_kind.get("Deployment", {})
    configmaps = by_kind.get("ConfigMap", {})
    secrets = by_kind.get("Secret", {})

    # kustomization.yaml lists files that exist, and every manifest but the Secret example.
    kust = yaml.safe_load(open(os.path.join(KUBE, "kustomization.yaml")))
    listed = set(kust["resources"])
    present = {os.path.basename(p) for p in glob.glob(os.path.join(KUBE, "*.yaml"))}
    present -= {"kustomization.yaml", "secret.example.yaml"}
    check(listed == present, "kustomization.yaml lists every manifest", f"listed {sorted(listed)}, present {sorted(present)}")

    for path, d in docs:
        spec = d.get("spec", {})
        tmpl = spec.get("template") or spec.get("jobTemplate", {}).get("spec", {}).get("template")
        if not tmpl:
            continue
        name = f"{d['kind']}/{d['metadata']['name']}"
        labels = tmpl["metadata"].get("labels", {})
        sel = spec.get("selector", {}).get("matchLabels")
        if sel is not None:
            check(all(labels.get(k) == v for k, v in sel.items()), f"{name}: selector matches its pods")
        pod = tmpl["spec"]
        ann = tmpl["metadata"].get("annotations", {})
        for c in pod["containers"]:
            ports = {p.get("name"): p["containerPort"] for p in c.get("ports", [])}
            refs = [e.get("configMapRef", {}).get("name") for e in c.get("envFrom", [])]
            refs = [r for r in refs if r]
            check(all(r in configmaps for r in refs), f"{name}: its ConfigMaps exist", str(refs))
            srefs = [e.get("secretRef", {}).get("name") for e in c.get("envFrom", [])]
            check(all(r in secrets for r in srefs if r), f"{name}: its Secrets are in secret.example.yaml", str(srefs))
            for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
                port = c.get(probe, {}).get("httpGet", {}).get("port")
                if port is not None:
                    check(port in ports or port in ports.values(), f"{name}: {probe} port {port} is a container port")
            if "prometheus.io/port" in ann:
                check(int(ann["prometheus.io/port"]) in ports.values(), f"{name}: the scrape port is a container port")
                env = {e["name"]: e.get("value") for e in c.get("env", [])}
                listen = env.get("GRAHA_METRICS_LISTEN") or env.get("GRAHA_LISTEN")
                check(listen == f"0.0.0.0:{ann['prometheus.io/port']}", f"{name}: it listens on all addresses at the scrape port", str(listen))

    for d in list(by_kind.get("Service", {}).values()) + list(by_kind.get("PodDisruptionBudget", {}).values()):
        sel = d["spec"]["selector"]
        sel = sel.get("matchLabels", sel)
        hits = [n for n, dep in deployments.items()
                if all(dep["spec"]["template"]["metadata"]["labels"].get(k) == v for k, v in sel.items())]
        check(len(hits) == 1, f"{d['kind']}/{d['metadata']['name']}: selects one Deployment", str(hits))

    prefix = configmaps["graha-config"]["data"]["GRAHA_REDIS_PREFIX"]
    queues = queue_names()
    for so in by_kind.get("ScaledObject", {}).values():
        name = f"ScaledObject/{so['metadata']['name']}"
        target = so["spec"]["scaleTargetRef"]["name"]
        check(target in deployments and "replicas" not in deployments[target]["spec"],
              f"{name}: scales a Deployment that leaves `replicas` to it")
        triggers = {t["name"]: t for t in so["spec"]["triggers"]}
        keys = {t["metadata"]["listName"] for t in triggers.values()}
        lists = list_queues()
        parts = lambda q: ("pending",) if q in lists else ("scheduled", "active")
        want = {f"{prefix}:q:{q}:{part}" for q in queues for part in parts(q)}
        check(bool(lists), "the worker drains a list queue", "none found in worker/src/lib.rs")
        check(keys == want, f"{name}: counts the waiting jobs' keys of every queue in shared/src/queue.rs",
              f"missing {sorted(want - keys)}, unknown {sorted(keys - want)}")
        formula = so["spec"]["advanced"]["scalingModifiers"]["formula"]
        idents = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", formula))
        check(idents == set(triggers), f"{name}: the formula uses every trigger and only them", str(idents ^ set(triggers)))
        env = {e["name"]: e.get("value") for e in deployments[target]["spec"]["template"]["spec"]["containers"][0]["env"]}
        for q in queues:
            ident = q.replace("-", "_")
            backlog = rf"{ident}_pending" if q in lists else rf"\({ident}_scheduled \+ {ident}_active\)"
            m = re.search(rf"{backlog} / (\d+)", formula)
            conc = env.get(f"GRAHA_{ident.upper()}_CONCURRENCY")
            check(m is not None and m.group(1) == conc,
                  f"{name}: the {q} backlog is divided by the worker's GRAHA_{ident.upper()}_CONCURRENCY", f"{m and m.group(1)} vs {conc}")
        for t in triggers.values():
            auth = t.get("authenticationRef", {}).get("name")
            check(auth in by_kind.get("TriggerAuthentication", {}), f"{name}: trigger {t['name']} has its TriggerAuthentication")
    for ta in by_kind.get("TriggerAuthentication", {}).values():
        for ref in ta["spec"]["secretTargetRef"]:
            sec = secrets.get(ref["name"], {})
            check(ref["key"] in sec.get("stringData", {}), f"TriggerAuthentication/{ta['metadata']['name']}: {ref['key']} is in the Secret")


def code_metrics():
    """Metric names the Rust code registers, and which binary records each histogram: the API
    sets buckets (`_bucket` series); the worker and the scheduler do not (summaries: `quantile`)."""
    kinds, bucketed = {}, set()
    pattern = re.compile(r'metrics::(counter|histogram|gauge)!\(\s*"([a-z0-9_]+)"')
    for crate in ("api", "worker", "scheduler", "shared"):
        for path in glob.glob(os.path.join(ROOT, crate, "src", "**", "*.rs"), recursive=True):
            for kind, name in pattern.findall(open(path).read()):
                kinds[name] = kind
                if kind == "histogram" and crate == "api":
                    bucketed.add(name)
    return kinds, bucketed


def dashboard():
    try:
        dash = json.load(open(DASHBOARD))
        check(True, "graha.json parses")
    except (OSError, ValueError) as e:
        check(False, "graha.json parses", str(e))
        return
    check(isinstance(dash.get("schemaVersion"), int), "graha.json has a schemaVersion")
    variables = dash.get("templating", {}).get("list", [])
    check(any(v.get("type") == "datasource" and v.get("query") == "prometheus" for v in variables),
          "graha.json has a Prometheus datasource variable")
    kinds, bucketed = code_metrics()
    panels = [p for p in dash.get("panels", []) if p.get("type") != "row"]
    exprs = [(f"panel '{p.get('title')}' query {t.get('refId')}", t.get("expr", "")) for p in panels for t in p.get("targets", [])]
    exprs += [(f"variable '{v['name']}'", v.get("definition", "")) for v in variables if v.get("type") == "query"]
    check(panels and all(p.get("targets") for p in panels), f"graha.json: {len(panels)} panels, each with a query")
    used = set()
    for title, expr in exprs:
        names = set(re.findall(r"\bgraha_[a-z0-9_]+", expr))
        bad = []
        for n in names:
            base = re.sub(r"_(bucket|sum|count)$", "", n)
            if n in kinds and kinds[n] != "histogram":
                used.add(n)
            elif base in kinds and kinds[base] == "histogram" and (not n.endswith("_bucket") or base in bucketed):
                used.add(base)
            else:
                bad.append(n)
        check(names and not bad, f"{title}: its metrics are registered in the code", f"unknown {bad}" if bad else "no graha_ metric")
    unused = sorted(set(kinds) - used)
    if not QUIET:
            print(f"     dashboard covers {len(used)} of the {len(kinds)} metrics in the code" + (f"; not shown: {', '.join(unused)}" if unused else ""))


def main():
    docs = load_manifests()
    for path, doc in docs:
        validate_doc(path, doc)
    references(docs)
    dashboard()
    print(f"deploy-check: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
