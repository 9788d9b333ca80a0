package io.opencab.app.cabinet;

/**
 * The cabinet's software verifier, remembering its last result so the screen can say, on every
 * boot, that a development build runs unverified (regulations.md 1.8).
 */
final class LastCheck implements SoftwareVerifier {
    private final SoftwareVerifier inner;
    private volatile Result last = new Result(false, true, "software not checked yet");

    LastCheck(SoftwareVerifier inner) {
        this.inner = inner;
    }

    @Override
    public Result verify() {
        Result r = inner.verify();
        last = r;
        return r;
    }

    /** The seeded form: passed through (it is on demand only, never the boot check the screen shows). */
    @Override
    public Result verify(byte[] seed) {
        return inner.verify(seed);
    }

    Result last() {
        return last;
    }
}
