"""A small OAuth 2.0 authorization server for the tests, standing where the Matrix Authentication
Service stands (which cannot be installed here: it is on neither PyPI nor Debian): a Synapse started
with `Homeserver(..., delegated_to=server)` asks it about every access token.

It serves, on 127.0.0.1 only, what the app and Synapse ask of MAS: the metadata
(/.well-known/openid-configuration), client registration (RFC 7591), the device authorization
grant (RFC 8628), the token endpoint (device codes and refresh tokens, rotated), revocation (RFC
7009) and introspection (RFC 7662, as Synapse calls it, with the shared secret). As MAS does, it
makes the user and the device in Synapse through Synapse's /_synapse/mas API when a sign-in is
approved, and deletes the device when its session is revoked. `approve` and `deny` are the person
in the browser. Stopped by `stop()`.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"
DEVICE_SCOPES = ("urn:matrix:client:device:", "urn:matrix:org.matrix.msc2967.client:device:")
API_SCOPES = ("urn:matrix:client:api:*", "urn:matrix:org.matrix.msc2967.client:api:*")


@dataclass
class Grant:
    client_id: str
    scope: str
    device_id: str
    user_code: str
    expires_at: float
    interval: float
    last_poll: float = 0.0
    state: str = "pending"  # approved, denied, used
    localpart: str = ""


@dataclass
class Session:
    """One device's sign-in: its tokens come and go, the session stays until revoked."""

    client_id: str
    scope: str
    device_id: str
    localpart: str
    access: dict[str, float] = field(default_factory=dict)  # token → when it ends
    refresh: str = ""
    ended: bool = False


class FakeAuthServer:
    def __init__(self, secret: str | None = None):
        self.secret = secret or secrets.token_hex(16)  # shared with Synapse (matrix_authentication_service.secret)
        self.synapse_url = ""  # set once the homeserver is up
        self.lock = threading.Lock()
        self.clients: dict[str, dict] = {}
        self.grants: dict[str, Grant] = {}  # by device code
        self.sessions: list[Session] = []
        self.reset()
        self.refreshes = 0
        self.revoked: list[str] = []  # (what the tests read:) the hints of the tokens revoked
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, name="fake auth server", daemon=True)
        self.thread.start()

    def reset(self) -> None:
        """What a test may set, back to how it starts."""
        self.access_lifetime_s = 300  # said to the app, and true
        self.ends_early_s: float | None = None  # the token really ends after this, whatever was said
        self.code_lifetime_s = 60
        self.interval_s = 1
        self.slow_down_step_s = 5
        self.slow_down_next = 0  # answer the next N polls slow_down
        self.polls: list[float] = []  # when the token endpoint was polled with a device code

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(10)

    def metadata(self) -> dict:
        url = self.url
        return {
            "issuer": f"{url}/",
            "account_management_uri": f"{url}/account",
            "authorization_endpoint": f"{url}/authorize",
            "token_endpoint": f"{url}/oauth2/token",
            "registration_endpoint": f"{url}/oauth2/registration",
            "device_authorization_endpoint": f"{url}/oauth2/device",
            "revocation_endpoint": f"{url}/oauth2/revoke",
            "introspection_endpoint": f"{url}/oauth2/introspect",
            "grant_types_supported": ["authorization_code", "refresh_token", DEVICE_GRANT],
            "response_types_supported": ["code"],
            "token_endpoint_auth_methods_supported": ["none", "client_secret_basic"],
            "revocation_endpoint_auth_methods_supported": ["none", "client_secret_basic"],
            "code_challenge_methods_supported": ["S256"],
        }

    # --- the person in the browser -------------------------------------------------------------
    def approve(self, user_code: str, localpart: str) -> None:
        """`localpart` signs in (made in Synapse if new) and approves the code: the device is made."""
        grant = self._grant_by_code(user_code)
        self._synapse("provision_user", {"localpart": localpart})
        self._synapse("upsert_device", {"localpart": localpart, "device_id": grant.device_id})
        with self.lock:
            grant.state, grant.localpart = "approved", localpart

    def deny(self, user_code: str) -> None:
        grant = self._grant_by_code(user_code)
        with self.lock:
            grant.state = "denied"

    def pending_codes(self) -> list[str]:
        with self.lock:
            now = time.time()
            return [g.user_code for g in self.grants.values() if g.state == "pending" and now < g.expires_at]

    def end_tokens_now(self) -> None:
        """Every access token given so far ends now (as a server may end them before their time)."""
        with self.lock:
            for session in self.sessions:
                for token in session.access:
                    session.access[token] = 0.0

    def _grant_by_code(self, user_code: str) -> Grant:
        with self.lock:
            return next(g for g in self.grants.values() if g.user_code == user_code)

    def _synapse(self, endpoint: str, body: dict) -> None:
        request = urllib.request.Request(
            f"{self.synapse_url}/_synapse/mas/{endpoint}",
            data=json.dumps(body).encode(),
            headers={"Authorization": f"Bearer {self.secret}", "Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            answer.read()

    # --- the endpoints -----------------------------------------------------------------------
    def _handler(self):
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # (quiet)
                pass

            def _answer(self, status: int, body: dict | None) -> None:
                data = json.dumps(body).encode() if body is not None else b""
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path == "/.well-known/openid-configuration":
                    self._answer(200, server.metadata())
                else:
                    self._answer(404, {"error": "not_found"})

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
                path = self.path.split("?")[0]
                if path == "/oauth2/registration":
                    self._answer(*server._register(json.loads(raw or "{}")))
                    return
                form = {k: v[0] for k, v in urllib.parse.parse_qs(raw).items()}
                routes = {
                    "/oauth2/device": server._device,
                    "/oauth2/token": server._token,
                    "/oauth2/revoke": server._revoke,
                }
                if path == "/oauth2/introspect":
                    if self.headers.get("Authorization") != f"Bearer {server.secret}":
                        self._answer(401, {"error": "invalid_client"})
                    else:
                        self._answer(*server._introspect(form))
                elif path in routes:
                    self._answer(*routes[path](form))
                else:
                    self._answer(404, {"error": "not_found"})

        return Handler

    def _register(self, body: dict) -> tuple[int, dict]:
        ok = (
            body.get("application_type") == "native"
            and body.get("token_endpoint_auth_method") == "none"
            and DEVICE_GRANT in body.get("grant_types", [])
            and str(body.get("client_uri", "")).startswith("https://")
        )
        if not ok:
            return 400, {"error": "invalid_client_metadata"}
        client_id = secrets.token_hex(8).upper()
        with self.lock:
            self.clients[client_id] = body
        return 201, {"client_id": client_id, **body}

    def _device(self, form: dict) -> tuple[int, dict]:
        with self.lock:
            if form.get("client_id") not in self.clients:
                return 401, {"error": "invalid_client"}
            scope = form.get("scope", "").split()
            devices = {s.split(":")[-1] for s in scope if s.startswith(DEVICE_SCOPES)}
            if not any(s in API_SCOPES for s in scope) or len(devices) != 1:
                return 400, {"error": "invalid_scope"}
            device_code = secrets.token_urlsafe(24)
            user_code = f"{secrets.token_hex(2)}-{secrets.token_hex(2)}".upper()
            self.grants[device_code] = Grant(
                form["client_id"],
                " ".join(scope),
                devices.pop(),
                user_code,
                time.time() + self.code_lifetime_s,
                self.interval_s,
            )
            return 200, {
                "device_code": device_code,
                "user_code": user_code,
                "verification_uri": f"{self.url}/link",
                "verification_uri_complete": f"{self.url}/link?code={user_code}",
                "expires_in": self.code_lifetime_s,
                "interval": self.interval_s,
            }

    def _token(self, form: dict) -> tuple[int, dict]:
        with self.lock:
            if form.get("grant_type") == DEVICE_GRANT:
                return self._device_token(form)
            if form.get("grant_type") == "refresh_token":
                session = next((s for s in self.sessions if s.refresh == form.get("refresh_token")), None)
                if session is None or session.ended or session.client_id != form.get("client_id"):
                    return 400, {"error": "invalid_grant"}
                self.refreshes += 1
                return 200, self._new_tokens(session)
            return 400, {"error": "unsupported_grant_type"}

    def _device_token(self, form: dict) -> tuple[int, dict]:
        grant = self.grants.get(form.get("device_code", ""))
        if grant is None or grant.client_id != form.get("client_id") or grant.state == "used":
            return 400, {"error": "invalid_grant"}
        now = time.time()
        self.polls.append(now)
        if self.slow_down_next > 0 or now - grant.last_poll < grant.interval - 0.05:
            self.slow_down_next = max(0, self.slow_down_next - 1)
            grant.interval += self.slow_down_step_s
            grant.last_poll = now
            return 400, {"error": "slow_down"}
        grant.last_poll = now
        if now >= grant.expires_at:
            return 400, {"error": "expired_token"}
        if grant.state == "denied":
            return 400, {"error": "access_denied"}
        if grant.state == "pending":
            return 400, {"error": "authorization_pending"}
        grant.state = "used"
        session = Session(grant.client_id, grant.scope, grant.device_id, grant.localpart)
        self.sessions.append(session)
        return 200, self._new_tokens(session)

    def _new_tokens(self, session: Session) -> dict:
        access = secrets.token_urlsafe(24)
        lasts = self.access_lifetime_s if self.ends_early_s is None else self.ends_early_s
        session.access = {access: time.time() + lasts}  # (the old access token ends with its refresh)
        session.refresh = secrets.token_urlsafe(24)
        return {
            "access_token": access,
            "refresh_token": session.refresh,
            "token_type": "Bearer",
            "expires_in": self.access_lifetime_s,
            "scope": session.scope,
        }

    def _revoke(self, form: dict) -> tuple[int, dict]:
        token = form.get("token", "")
        with self.lock:
            session = next((s for s in self.sessions if token == s.refresh or token in s.access), None)
            if session is None or session.ended:
                return 200, {}  # (RFC 7009: an unknown token is not an error)
            session.ended = True
            self.revoked.append(form.get("token_type_hint", ""))
        self._synapse("delete_device", {"localpart": session.localpart, "device_id": session.device_id})
        return 200, {}

    def _introspect(self, form: dict) -> tuple[int, dict]:
        token = form.get("token", "")
        with self.lock:
            for session in self.sessions:
                ends = session.access.get(token)
                if ends is not None and not session.ended and time.time() < ends:
                    return 200, {
                        "active": True,
                        "scope": session.scope,
                        "username": session.localpart,
                        "sub": session.localpart,
                        "client_id": session.client_id,
                        "token_type": "access_token",
                        "expires_in": max(1, int(ends - time.time())),
                    }
        return 200, {"active": False}
