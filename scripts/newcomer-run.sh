#!/usr/bin/env bash
# The newcomer's run, on this machine, without touching it: a fresh clone in a temporary
# folder, on a copy of this machine where Chromium, Redis and nginx are not installed and Node 20 is
# the only Node on PATH — then the README's commands, as a newcomer types them.
#
#   sudo bash scripts/newcomer-run.sh [REPO] [REF]       (default: this checkout, HEAD)
#   NEWCOMER_TESTS=3      npm test runs in a row (default 1)
#   NEWCOMER_STEPS="sandbox test cluster"   which steps (default all three; "env" only checks the machine)
#   E2E_SHARDS=1          passed on to npm test (embedded lanes; default 2, i.e. three lanes with the proxy one)
#
# How the machine is "fresh" without uninstalling anything other people use right now: a private
# mount and pid namespace (unshare) holds an overlay of / whose writes go to the temporary folder;
# inside it (chroot) apt-get purges chromium, redis-server and nginx — in the overlay only, with
# Debian's policy-rc.d refusing every service action, and in a pid namespace of its own so no
# stop script can see anyone's processes. npm's cache is a new empty folder: every package comes
# from the registry. The network is the machine's: ports 3180 (sandbox), 3100–3102 and 4102 (npm
# test's lanes), 4250–4254 (test:cluster) must be free. Logs and the overlay stay in the printed
# folder; `rm -rf` it afterwards.
set -euo pipefail

REPO="${1:-$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)}"
REF="${2:-$(git -C "$REPO" rev-parse HEAD)}"
WORK="$(mktemp -d /tmp/nn-newcomer.XXXXXX)"
mkdir -p "$WORK"/{upper,work,root}
echo "[newcomer] folder $WORK; repo $REPO at $REF"
[[ $(id -u) -eq 0 ]] || { echo "[newcomer] needs root (mount namespace, overlay, chroot)" >&2; exit 2; }

export NEWCOMER_TESTS="${NEWCOMER_TESTS:-1}" NEWCOMER_STEPS="${NEWCOMER_STEPS:-sandbox test cluster}" E2E_SHARDS="${E2E_SHARDS:-}"

exec unshare --mount --pid --fork --propagation private bash -s "$WORK" "$REPO" "$REF" <<'OUTER'
set -euo pipefail
WORK="$1" REPO="$2" REF="$3"
ROOT="$WORK/root"
mount -t overlay overlay -o "lowerdir=/,upperdir=$WORK/upper,workdir=$WORK/work" "$ROOT"
mount -t proc proc "$ROOT/proc"           # this pid namespace's processes only
for d in sys dev dev/pts dev/shm; do mount --rbind "/$d" "$ROOT/$d"; done
mount -t tmpfs tmpfs "$ROOT/run"
# Everything below sees the overlay; nothing it installs or removes reaches the machine.
exec chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  NEWCOMER_TESTS="$NEWCOMER_TESTS" NEWCOMER_STEPS="$NEWCOMER_STEPS" REPO="$REPO" REF="$REF" E2E_SHARDS="$E2E_SHARDS" \
  bash -s <<'INNER'
set -euo pipefail
[[ -n "$E2E_SHARDS" ]] || unset E2E_SHARDS
say() { echo "[newcomer] $*"; }

# 1. A machine without Chromium, Redis, nginx or Playwright's browsers.
had_policy=0; [[ -e /usr/sbin/policy-rc.d ]] && had_policy=1
printf '#!/bin/sh\nexit 101\n' > /tmp/policy-rc.d.newcomer && chmod +x /tmp/policy-rc.d.newcomer
(( had_policy )) || cp /tmp/policy-rc.d.newcomer /usr/sbin/policy-rc.d
DEBIAN_FRONTEND=noninteractive apt-get purge -y -q chromium chromium-common chromium-sandbox redis-server redis-tools nginx nginx-common >/tmp/newcomer-purge.log 2>&1 || true
(( had_policy )) || rm -f /usr/sbin/policy-rc.d
rm -rf /root/.cache/ms-playwright
for bin in chromium chromium-browser google-chrome redis-server nginx; do
  if command -v "$bin" >/dev/null || [[ -e /usr/sbin/$bin ]]; then say "$bin is still installed"; exit 1; fi
done
say "no Chromium, redis-server or nginx; node on PATH: $(command -v node) $(node -v); npm $(npm -v)"

# 2. A fresh clone, a fresh npm cache.
mkdir -p /tmp/newcomer && cd /tmp/newcomer
git clone -q --no-hardlinks "$REPO" nn-site && cd nn-site && git checkout -q "$REF"
export npm_config_cache=/tmp/newcomer/npm-cache
[[ " $NEWCOMER_STEPS " == *" env "* ]] && { say "env only: done"; exit 0; }

timed() { local s=$SECONDS; "$@"; local code=$?; say "'$*' exit $code in $((SECONDS - s)) s"; return $code; }

# 3. npm run sandbox: installs, builds, serves; wait for the home page, then stop it.
if [[ " $NEWCOMER_STEPS " == *" sandbox "* ]]; then
  s=$SECONDS
  PORT=3180 HOSTNAME=127.0.0.1 setsid npm run sandbox > /tmp/newcomer/sandbox.log 2>&1 &
  pid=$!
  until curl -fsS -o /dev/null http://127.0.0.1:3180/; do
    if ! kill -0 "$pid" 2>/dev/null; then say "npm run sandbox exited:"; tail -40 /tmp/newcomer/sandbox.log; exit 1; fi
    (( SECONDS - s > 1800 )) && { say "npm run sandbox: no page after 30 min"; kill -- -"$pid"; exit 1; }
    sleep 5
  done
  say "npm run sandbox serves http://127.0.0.1:3180/ after $((SECONDS - s)) s"
  kill -- -"$pid"; wait "$pid" 2>/dev/null || true
  dirty="$(git status --porcelain)"
  [[ -z "$dirty" ]] && say "work tree clean after the install" || { say "work tree dirty after the install:"; echo "$dirty"; exit 1; }
fi

# 4. npm test, NEWCOMER_TESTS times in a row.
if [[ " $NEWCOMER_STEPS " == *" test "* ]]; then
  [[ -d node_modules ]] || timed npm install --no-audit --no-fund
  for i in $(seq 1 "$NEWCOMER_TESTS"); do
    s=$SECONDS
    if npm test > "/tmp/newcomer/npm-test-$i.log" 2>&1; then code=0; else code=$?; fi
    say "npm test #$i: exit $code in $((SECONDS - s)) s; last lines:"
    tail -25 "/tmp/newcomer/npm-test-$i.log"
    grep -E '^\[[a-z0-9-]+\] +[0-9]+ (passed|failed|flaky)' "/tmp/newcomer/npm-test-$i.log" || true
    (( code == 0 )) || exit "$code"
  done
fi

# 5. npm run test:cluster installs its own Redis and nginx.
if [[ " $NEWCOMER_STEPS " == *" cluster "* ]]; then
  timed npm run test:cluster > /tmp/newcomer/cluster.log 2>&1 || { tail -40 /tmp/newcomer/cluster.log; exit 1; }
  tail -20 /tmp/newcomer/cluster.log
fi
say "done; logs in /tmp/newcomer (outside: the overlay's upper/tmp/newcomer)"
INNER
OUTER
