"""An MCP session with the official Python client (PyPI `mcp`) against a running stack: connect
to /mcp with the API key, list the tools, compute a birth chart, see the credits charged, and an
error come back as the API's. Prints the session as it goes, "OK"/"FAIL" per check and
"N passed, M failed" last.

    GRAHA_BASE_URL=http://127.0.0.1:8080 GRAHA_API_KEY=graha_live_… python clients/tests/mcp_session.py
"""

import asyncio
import json
import os
import sys
import urllib.request

from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client

BASE = os.environ["GRAHA_BASE_URL"].rstrip("/")
KEY = os.environ["GRAHA_API_KEY"]
BIRTH = {
    "date": "1995-05-12",
    "time": "06:15",
    "timezone": "Asia/Kathmandu",
    "latitude": 27.7172,
    "longitude": 85.324,
}
results = {"passed": 0, "failed": 0}


def check(name: str, ok: bool, detail: str = "") -> None:
    results["passed" if ok else "failed"] += 1
    print(f"{'OK  ' if ok else 'FAIL'} {name}{'' if ok else ': ' + detail}")


def balance() -> int:
    req = urllib.request.Request(f"{BASE}/api-keys", headers={"X-API-Key": KEY})
    with urllib.request.urlopen(req) as r:
        return int(json.load(r)["data"]["credits"])


async def session() -> None:
    headers = {"Authorization": f"Bearer {KEY}"}
    async with streamablehttp_client(f"{BASE}/mcp", headers=headers) as (read, write, _):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            print(f"> initialize: {init.serverInfo.name} {init.serverInfo.version}, protocol {init.protocolVersion}")
            check("initialize names the server", init.serverInfo.name == "graha")
            tools = (await s.list_tools()).tools
            names = [t.name for t in tools]
            print(f"> tools/list: {len(tools)} tools: {', '.join(names)}")
            check("a tool per calculation", {"birth_chart", "dasha", "panchang", "kp_horary"} <= set(names))
            before = balance()
            r = await s.call_tool("birth_chart", {"birth": BIRTH})
            data = r.structuredContent or {}
            meta = (r.meta or {}).get("graha", {})
            print(f"> tools/call birth_chart: ascendant {data.get('ascendant', {}).get('sign')}, "
                  f"moon sign {data.get('moonSign')}; credits charged {meta.get('creditsCharged')}, "
                  f"remaining {meta.get('creditsRemaining')}")
            check("the chart as structured content", not r.isError and data.get("ascendant", {}).get("sign") == "Taurus")
            after = balance()
            print(f"> balance {before} -> {after}")
            check("charged as the REST call (2 credits)", meta.get("creditsCharged") == 2 and before - after == 2,
                  f"{before} -> {after}, meta {meta}")
            bad = await s.call_tool("birth_chart", {"birth": {"date": "1995-13-40"}})
            err = bad.structuredContent or {}
            print(f"> tools/call birth_chart (bad date): error {err.get('code')}: {err.get('message')}")
            check("an error is the API's, nothing charged", bad.isError is True
                  and err.get("code") == "validation_failed" and balance() == after)


def main() -> int:
    try:
        asyncio.run(session())
    except Exception as e:  # a session that could not run is one failed check
        check("the session ran", False, repr(e))
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 0 if results["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
