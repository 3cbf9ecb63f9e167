"""Server CPU of an MCP tool call against the same REST call, on a stack started by scripts/up
(its pids in data/run): N sequential birth charts each way, the rounds alternated twice.

    python3 scripts/mcp_bench.py http://127.0.0.1:8080 "$KEY" 1000 [ROUNDS]

`mcp` is a plain tool call (answered on the quick path); `mcp-sdk` the same call carrying an
empty `_meta`, which the SDK's general path answers. The key's account needs a rate limit above
N a minute (graha-api account set-plan --rate-limit-per-minute). The last lines give each way's
median over the rounds and its ratio to REST. Figures go to docs/benchmarks.md by hand.
"""
import http.client
import json
import os
import sys
import time
import urllib.parse

BASE, KEY, N = sys.argv[1], sys.argv[2], int(sys.argv[3])
ROUNDS = int(sys.argv[4]) if len(sys.argv) > 4 else 2
pids = [int(open(f"data/run/{s}.pid").read()) for s in ("api", "worker")]


def cpu():
    """Seconds of CPU the API and the worker have used, each."""
    t = []
    for p in pids:
        f = open(f"/proc/{p}/stat").read().split(")")[1].split()
        t.append((int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK"))
    return t


birth = {"date": "1995-05-12", "time": "06:15", "timezone": "Asia/Kathmandu",
         "latitude": 27.7172, "longitude": 85.324}
MCP_HEADERS = {"Authorization": "Bearer " + KEY,
               "Accept": "application/json, text/event-stream",
               "MCP-Protocol-Version": "2025-06-18"}


# One kept-alive connection, as an agent's client keeps it: a new connection a call would add
# the kernel's connection set-up and its sockets waiting to close to every figure.
_url = urllib.parse.urlsplit(BASE)
_conn = http.client.HTTPConnection(_url.hostname, _url.port or 80)


def post(path, body, extra):
    _conn.request("POST", path, body=json.dumps(body).encode(),
                  headers={"Content-Type": "application/json", **extra})
    r = _conn.getresponse()
    r.read()
    if r.status != 200:
        sys.exit(f"{path}: HTTP {r.status}")


def rest(i):
    post("/v1/birth-chart", {"birth": birth}, {"X-API-Key": KEY})


def mcp(i, meta=None):
    params = {"name": "birth_chart", "arguments": {"birth": birth}}
    if meta is not None:
        params["_meta"] = meta
    post("/mcp", {"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": params},
         MCP_HEADERS)


def mcp_sdk(i):
    mcp(i, meta={})


ways = [("rest", rest), ("mcp", mcp), ("mcp-sdk", mcp_sdk)]
seen = {name: [] for name, _ in ways}
for _ in range(ROUNDS):
    for name, f in ways:
        for i in range(20):
            f(i)
        c0, t0 = cpu(), time.time()
        for i in range(N):
            f(i)
        c1, t1 = cpu(), time.time()
        api, worker = (1000 * (b - a) / N for a, b in zip(c0, c1))
        seen[name].append((api, worker))
        print(f"{name}: {N} calls, CPU api {api:.3f} + worker {worker:.3f} = "
              f"{api + worker:.3f} ms/call, wall {1000 * (t1 - t0) / N:.2f} ms/call", flush=True)


def median(xs):
    xs = sorted(xs)
    return (xs[len(xs) // 2] + xs[(len(xs) - 1) // 2]) / 2


rest_total = median([a + w for a, w in seen["rest"]])
for name, _ in ways:
    api = median([a for a, _ in seen[name]])
    total = median([a + w for a, w in seen[name]])
    print(f"median {name}: api {api:.3f}, api+worker {total:.3f} ms/call "
          f"({total / rest_total:.3f} of REST)")
