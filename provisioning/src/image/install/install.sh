#!/bin/sh
# Installs this OpenCab image on a board (docs/deploy.md). Run as root from the unpacked image:
#   sudo ./install/install.sh
# Creates the unprivileged user 'opencab' (groups dialout, gpio), copies the image to /opt/opencab
# (owned by root, read-only to the cabinet), installs the systemd unit, and verifies the install:
# a failed verify shows provision verify's report and exits non-zero (do not run that cabinet).
# It does not provision the cabinet or enable the service: see the steps it prints.
#   ./install/install.sh --verify-only
# runs only that last step, on this unpacked image, as any user (bin/smoke-image checks a tampered copy).
set -eu
prefix=/opt/opencab
src="$(cd "$(dirname "$0")/.." && pwd -P)"

# provision verify of the image at $1: quiet when it passes; its whole report and exit 1 when not.
verify() {
  if out=$("$1/bin/provision" verify 2>&1); then
    echo "install.sh: software verified against $1/software-manifest.txt"
  else
    rc=$?
    printf '%s\n' "$out" >&2
    echo "install.sh: FAILED: provision verify of $1 exited $rc: the software does not match its manifest" \
      "($1/software-manifest.txt); do not run this cabinet" >&2
    exit 1
  fi
}

case "${1:-}" in
  --verify-only) verify "$src"; exit 0 ;;
  "") ;;
  *) echo "usage: install.sh [--verify-only]" >&2; exit 2 ;;
esac
[ "$(id -u)" -eq 0 ] || { echo "install.sh: run as root" >&2; exit 1; }
getent group gpio >/dev/null || groupadd --system gpio
getent group dialout >/dev/null || groupadd --system dialout
id opencab >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/opencab --shell /usr/sbin/nologin opencab
usermod -a -G dialout,gpio opencab
if [ "$src" != "$prefix" ]; then
  rm -rf "$prefix.new"
  cp -a "$src" "$prefix.new"
  if [ -d "$prefix" ]; then mv "$prefix" "$prefix.old-$(date -u +%Y%m%dT%H%M%SZ)"; fi
  mv "$prefix.new" "$prefix"
fi
chown -R root:root "$prefix"
chmod -R go-w "$prefix"
# The data directory holds the PIN hashes and the meters: the cabinet's user only.
install -d -o opencab -g opencab -m 0700 /var/lib/opencab
chmod 0700 /var/lib/opencab
install -m 0644 "$prefix/systemd/opencab.service" /etc/systemd/system/opencab.service
systemctl daemon-reload
verify "$prefix"
cat <<'NEXT'
Next:
  1. provision the cabinet (as the opencab user, PINs asked without echo):
     sudo -u opencab /opt/opencab/bin/provision init --data-dir /var/lib/opencab --from /path/to/cabinet.properties
  2. start it now and at every boot:
     systemctl enable --now opencab
NEXT
