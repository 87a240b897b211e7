"""Headless Chromium driven through the DevTools protocol over one WebSocket (aiohttp's
client, already a dependency): the table's browser tests tap, drag, press keys, read the
page and take screenshots in Debian's ``chromium``, with nothing else installed and no
browser downloaded. The preview's command-line driver (``spitbot_preview.browser``)
finds Chromium; a test that cannot start it skips, or fails under
``SPITBOT_REQUIRE_CHROMIUM``.

Waiting is for conditions in the page (polled there every 10 ms), never for a time.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from spitbot_preview.browser import ARGS, NoBrowser, find_chromium

START_S = 30.0
WAIT_S = 10.0


class PageError(AssertionError):
    """The page threw, or a condition never came true."""


class Browser:
    def __init__(self, process: asyncio.subprocess.Process, profile: str) -> None:
        self.process = process
        self.profile = profile
        self.http: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.ids = itertools.count(1)
        self.waiting: dict[int, asyncio.Future[Any]] = {}
        self.pages: dict[str, Page] = {}
        self.reader: asyncio.Task[None] | None = None

    @classmethod
    async def launch(cls, *extra: str) -> Browser:
        """Chromium with its own profile; ``extra`` command-line switches (for instance
        ``--host-resolver-rules`` to serve a test page under Discord's Activity host)."""
        chromium = find_chromium()
        if chromium is None:
            raise NoBrowser("no Chromium found (set SPITBOT_CHROMIUM, or apt-get install chromium)")
        profile = tempfile.mkdtemp(prefix="spitbot-table-chromium-")
        try:
            process = await asyncio.create_subprocess_exec(
                chromium,
                *ARGS,
                f"--user-data-dir={profile}",
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
                *extra,
                "about:blank",
                stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.PIPE,
            )
        except OSError as error:
            shutil.rmtree(profile, ignore_errors=True)
            raise NoBrowser(f"{chromium} did not start: {error}") from error
        browser = cls(process, profile)
        try:
            url = await asyncio.wait_for(browser._devtools_url(), START_S)
            browser.http = aiohttp.ClientSession()
            browser.ws = await browser.http.ws_connect(url, max_msg_size=0)
        except (TimeoutError, OSError, aiohttp.ClientError) as error:
            await browser.close()
            raise NoBrowser(f"{chromium} gave no DevTools address: {error!r}") from error
        browser.reader = asyncio.create_task(browser._read())
        return browser

    async def _devtools_url(self) -> str:
        assert self.process.stderr is not None
        while True:
            line = await self.process.stderr.readline()
            if not line:
                raise OSError("Chromium exited")
            text = line.decode(errors="replace").strip()
            if text.startswith("DevTools listening on "):
                # keep reading stderr so the pipe never fills
                asyncio.get_running_loop().create_task(self._drain())
                return text.removeprefix("DevTools listening on ")

    async def _drain(self) -> None:
        assert self.process.stderr is not None
        while await self.process.stderr.readline():
            pass

    async def _read(self) -> None:
        assert self.ws is not None
        async for message in self.ws:
            if message.type is not aiohttp.WSMsgType.TEXT:
                break
            data = json.loads(message.data)
            if "id" in data:
                future = self.waiting.pop(data["id"], None)
                if future is not None and not future.done():
                    if "error" in data:
                        future.set_exception(PageError(f"DevTools: {data['error']}"))
                    else:
                        future.set_result(data.get("result", {}))
            elif data.get("sessionId") in self.pages:
                self.pages[data["sessionId"]].event(data["method"], data.get("params", {}))
        for future in self.waiting.values():
            if not future.done():
                future.set_exception(PageError("Chromium went away"))

    async def send(self, method: str, session: str | None = None, **params: Any) -> Any:
        assert self.ws is not None
        number = next(self.ids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting[number] = future
        frame: dict[str, Any] = {"id": number, "method": method, "params": params}
        if session:
            frame["sessionId"] = session
        await self.ws.send_str(json.dumps(frame))
        return await asyncio.wait_for(future, WAIT_S * 3)

    async def page(
        self,
        width: int = 390,
        height: int = 844,
        *,
        scheme: str = "dark",
        reduced_motion: bool = True,
        touch: bool | None = None,
    ) -> Page:
        """A new tab at ``width`` × ``height`` CSS pixels; a phone (touch) below 600 px."""
        target = await self.send("Target.createTarget", url="about:blank")
        attached = await self.send(
            "Target.attachToTarget", targetId=target["targetId"], flatten=True
        )
        page = Page(self, attached["sessionId"], target["targetId"])
        self.pages[page.session] = page
        phone = width < 600 if touch is None else touch
        await page.send("Page.enable")
        await page.send("Runtime.enable")
        await page.send(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=phone,
        )
        await page.send("Emulation.setTouchEmulationEnabled", enabled=phone, maxTouchPoints=5)
        await page.media(scheme=scheme, reduced_motion=reduced_motion)
        return page

    async def close_pages(self) -> None:
        """Close every tab this browser opened (a test's end, the browser kept)."""
        for page in list(self.pages.values()):
            with contextlib.suppress(PageError, TimeoutError):  # an iframe goes with its tab
                await page.close()
        self.pages.clear()

    async def close(self) -> None:
        if self.reader is not None:
            self.reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.reader
        if self.ws is not None:
            await self.ws.close()
        if self.http is not None:
            await self.http.close()
        if self.process.returncode is None:
            self.process.kill()
        await self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    def __init__(self, browser: Browser, session: str, target: str) -> None:
        self.browser = browser
        self.session = session
        self.target = target
        self.errors: list[str] = []

    def event(self, method: str, params: dict[str, Any]) -> None:
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            exception = details.get("exception", {})
            self.errors.append(exception.get("description") or details.get("text", "?"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            self.errors.append(
                " ".join(str(a.get("value", a.get("description"))) for a in params["args"])
            )

    async def send(self, method: str, **params: Any) -> Any:
        return await self.browser.send(method, self.session, **params)

    async def media(self, *, scheme: str, reduced_motion: bool) -> None:
        await self.send(
            "Emulation.setEmulatedMedia",
            features=[
                {"name": "prefers-color-scheme", "value": scheme},
                {"name": "prefers-reduced-motion", "value": "reduce" if reduced_motion else ""},
            ],
        )

    async def goto(self, url: str) -> None:
        await self.send("Page.navigate", url=url)

    async def child(self, url_part: str) -> Page:
        """The page of this page's iframe whose address holds ``url_part`` (an Activity
        inside its parent: another origin, so Chromium runs it as a target of its own)."""
        for _ in range(1000):
            targets = await self.browser.send("Target.getTargets")
            for info in targets["targetInfos"]:
                mine = info["type"] == "iframe" and info.get("parentId") == self.target
                if mine and url_part in info["url"]:
                    attached = await self.browser.send(
                        "Target.attachToTarget", targetId=info["targetId"], flatten=True
                    )
                    child = Page(self.browser, attached["sessionId"], info["targetId"])
                    self.browser.pages[child.session] = child
                    await child.send("Runtime.enable")
                    return child
            await self.eval("new Promise((done) => setTimeout(done, 10))")
        raise PageError(f"no frame at {url_part}")

    async def eval(self, expression: str) -> Any:
        found = await self.send(
            "Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True
        )
        if "exceptionDetails" in found:
            raise PageError(f"{expression}: {found['exceptionDetails']}")
        return found["result"].get("value")

    async def wait(self, condition: str, within: float = WAIT_S) -> Any:
        """Wait until the JavaScript ``condition`` is truthy in the page; its value."""
        script = (
            "new Promise((done) => { const t0 = performance.now(); (function check() {"
            f" let v = null; try {{ v = ({condition}); }} catch (e) {{ v = null; }}"
            " if (v instanceof Node) v = true;"
            f" if (v) done(v); else if (performance.now() - t0 > {within * 1000}) done(null);"
            " else setTimeout(check, 10); })(); })"
        )
        deadline = asyncio.get_running_loop().time() + within + 5
        while True:
            try:
                value = await self.eval(script)
            except PageError:
                value = None  # a navigation destroyed the context: look again
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise PageError(f"never true: {condition}; page errors: {self.errors}")

    async def centre(self, selector: str) -> tuple[float, float]:
        box = await self.wait(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " if (!e) return null; const r = e.getBoundingClientRect();"
            " return r.width ? [r.left + r.width / 2, r.top + r.height / 2] : null; })()"
        )
        return float(box[0]), float(box[1])

    async def tap(self, selector: str) -> None:
        """A finger's tap (a phone page) or a mouse click on ``selector``'s centre."""
        x, y = await self.centre(selector)
        await self.mouse(x, y, "mousePressed")
        await self.mouse(x, y, "mouseReleased")

    async def mouse(self, x: float, y: float, kind: str) -> None:
        await self.send(
            "Input.dispatchMouseEvent",
            type=kind,
            x=x,
            y=y,
            button="left" if kind != "mouseMoved" else "none",
            buttons=1 if kind != "mouseReleased" else 0,
            clickCount=1,
            pointerType="mouse",
        )

    async def drag(self, source: str, target: str) -> None:
        x0, y0 = await self.centre(source)
        x1, y1 = await self.centre(target)
        await self.mouse(x0, y0, "mousePressed")
        for step in range(1, 6):
            f = step / 5
            await self.send(
                "Input.dispatchMouseEvent",
                type="mouseMoved",
                x=x0 + (x1 - x0) * f,
                y=y0 + (y1 - y0) * f,
                button="left",
                buttons=1,
                pointerType="mouse",
            )
        await self.mouse(x1, y1, "mouseReleased")

    async def key(self, key: str) -> None:
        code = {" ": "Space", "ArrowLeft": "ArrowLeft", "ArrowRight": "ArrowRight"}.get(key)
        params: dict[str, Any] = {
            "key": key,
            "code": code or (f"Digit{key}" if key.isdigit() else key),
        }
        if len(key) == 1:
            params["text"] = key
        await self.send("Input.dispatchKeyEvent", type="keyDown", **params)
        await self.send("Input.dispatchKeyEvent", type="keyUp", key=key, code=params["code"])

    async def screenshot(self, path: Path) -> None:
        shot = await self.send("Page.captureScreenshot", format="png")
        data = base64.b64decode(shot["data"])
        await asyncio.to_thread(_write, path, data)

    async def close(self) -> None:
        await self.browser.send("Target.closeTarget", targetId=self.target)
        self.browser.pages.pop(self.session, None)


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


@contextlib.asynccontextmanager
async def chromium(*extra: str) -> AsyncIterator[Browser]:
    """A browser for one test, or the test skipped (failed under CI) with the reason."""
    try:
        browser = await Browser.launch(*extra)
    except NoBrowser as error:
        why = f"headless Chromium cannot run the table here: {error}"
        if os.environ.get("SPITBOT_REQUIRE_CHROMIUM"):
            pytest.fail(why)
        pytest.skip(why)
    try:
        yield browser
    finally:
        await browser.close()
