#!/bin/sh
# Installs this OpenCab image on a board (docs/deploy.md). Run as root from the unpacked image:
#   sudo ./install/install.sh
# Creates the unprivileged user 'opencab' (groups dialout, gpio), copies the image to /opt/opencab
# (owned by root, read-only to the cabinet), installs the systemd unit, and verifies the install.
# It does not provision the cabinet or enable the service: see the steps it prints.
set -eu
prefix=/opt/opencab
src="$(cd "$(dirname "$0")/.." && pwd -P)"
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
install -d -o opencab -g opencab -m 0750 /var/lib/opencab
install -m 0644 "$prefix/systemd/opencab.service" /etc/systemd/system/opencab.service
systemctl daemon-reload
"$prefix/bin/provision" verify >/dev/null && echo "install.sh: software verified against $prefix/software-manifest.txt"
cat <<'NEXT'
Next:
  1. provision the cabinet (as the opencab user, PINs asked without echo):
     sudo -u opencab /opt/opencab/bin/provision init --data-dir /var/lib/opencab --from /path/to/cabinet.properties
  2. start it now and at every boot:
     systemctl enable --now opencab
NEXT
