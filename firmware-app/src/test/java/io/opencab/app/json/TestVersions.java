package io.opencab.app.json;

import io.opencab.meters.RoundVersions;

/** Versions for outcome JSON in tests that look at a game's members (the versions have their own tests). */
final class TestVersions {
    static final RoundVersions V = new RoundVersions("opencab.draws/1", "5".repeat(64), "test");

    private TestVersions() {
    }
}
