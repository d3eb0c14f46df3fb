# Sourced by scripts/test.sh: makes sure Debian's Chromium is there for Playwright.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium missing: installing Debian's chromium..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
    [ -x /usr/bin/chromium ] && return 0
  fi
  echo "Chromium is needed for the browser tests: run 'sudo apt-get install -y chromium'." >&2
  return 1
}
