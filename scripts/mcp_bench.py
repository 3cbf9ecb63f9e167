"""Server CPU of an MCP tool call against the same REST call, on a stack started by scripts/up(its pids in data/run): N sequential birth charts each way, alternated twice.    python3 scripts/mcp_bench.py http://127.0.0.1:8080 "$KEY" 1000The key's account needs a rate limit above N a minute (graha-api account set-plan--rate-limit-per-minute). Figures go to docs/benchmarks.md by hand."""
import json, os, sys, time, urllib.request
BASE, KEY, N = sys.argv[1], sys.argv[2], int(sys.argv[3])
pids = [int(open(f"data/run/{s}.pid").read()) for s in ("api", "worker")]
def cpu():
    t = 0
    for p in pids:
        f = open(f"/proc/{p}/stat").read().split(")")[1].split()
        t += int(f[11]) + int(f[12])
    return t / os.sysconf("SC_CLK_TCK")
birth = {"date": "1995-05-12", "time": "06:15", "timezone": "Asia/Kathmandu", "latitude": 27.7172, "longitude": 85.324}
def post(path, body, extra):
    req = urllib.request.Request(BASE + path, data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", **extra})
    with urllib.request.urlopen(req) as r: r.read()
rest = lambda i: post("/v1/birth-chart", {"birth": birth}, {"X-API-Key": KEY})
mcp = lambda i: post("/mcp", {"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": "birth_chart", "arguments": {"birth": birth}}},
    {"Authorization": "Bearer " + KEY, "Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18"})
for name, f in [("rest", rest), ("mcp", mcp), ("rest", rest), ("mcp", mcp)]:
    for i in range(20): f(i)
    c0, t0 = cpu(), time.time()
    for i in range(N): f(i)
    c1, t1 = cpu(), time.time()
    print(f"{name}: {N} calls, api+worker CPU {1000*(c1-c0)/N:.3f} ms/call, wall {1000*(t1-t0)/N:.2f} ms/call")
