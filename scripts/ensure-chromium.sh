# Sourced by scripts/test.sh: makes sure Debian's Chromium headless shell is there for Playwright.
# The shell (Chromium's old headless mode, the browser Playwright itself runs headless tests in)
# starts a browser and a page in a fraction of what the full `chromium` takes, which runs its
# window UI even when headless.
CHROMIUM_SHELL=/usr/bin/chromium-headless-shell
ensure_chromium() {
  if [ -x "$CHROMIUM_SHELL" ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium's headless shell missing: installing Debian's chromium-headless-shell..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) >/dev/null
    [ -x "$CHROMIUM_SHELL" ] && return 0
  fi
  echo "Chromium's headless shell is needed for the browser tests: run 'sudo apt-get install -y chromium-headless-shell'." >&2
  return 1
}
