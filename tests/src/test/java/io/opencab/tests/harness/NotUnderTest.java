package io.opencab.tests.harness;

import io.opencab.app.verify.SoftwareVerifier;

/**
 * The software check (regulations.md 1.8) the cross-module tests stand in for: with a SAS link or another real
 * device configured, unverified code is a lockup, and the code these tests run is target/classes, not a signed image.
 * The check itself is tested in firmware-app (ManifestVerifierTest) and by the image's smoke test.
 */
public final class NotUnderTest {
    private NotUnderTest() {
    }

    /** A check that passes, its detail naming {@code who} stands in (it is what the event log records). */
    public static SoftwareVerifier verifier(String who) {
        return () -> new SoftwareVerifier.Result(true, true, who + ": software not under test");
    }
}
