# Sourced by the kiosk scripts that run a cabinet with SAS (tito-screens.sh, sas-reply-probe.sh): a cabinet with a
# SAS link is one with real devices, so it runs only software it can verify, signed with a key that is not a TEST
# key (docs/sas.md "A SAS bench that plays", docs/deploy.md "Test keys"). This makes a bench signing key and the
# install image signed with it in $work, and sets image (the unpacked image) and bench_keys (the configuration keys
# a bench on one disk with no rollback anchor must give). Needs work and name (the script's name in its messages).
bin/sign keygen --out "$work/keys" --name "bench-$$" >"$work/keygen.log" 2>&1 \
  || { cat "$work/keygen.log" >&2; echo "$name: bin/sign keygen failed" >&2; exit 1; }
OPENCAB_SIGNING_KEY="$work/keys/bench-$$.key" bin/build-image >"$work/build-image.log" 2>&1 \
  || { tail -20 "$work/build-image.log" >&2; echo "$name: bin/build-image failed" >&2; exit 1; }
image=provisioning/target/image/opencab
bench_keys=(--set "store.colocated.reason=bench on one disk" --set "store.anchor.none.reason=bench without a second device")
