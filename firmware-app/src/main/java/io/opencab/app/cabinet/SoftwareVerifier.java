package io.opencab.app.cabinet;

/**
 * Checks the installed software before play (regulations.md 1.4 start-up checks, 1.8): at every
 * boot, on demand from the attendant menu, and when a technician clears a software-verification
 * tilt. A failure locks the cabinet up.
 * The manifest of digests and its check come with provisioning (issue 9); until then the cabinet
 * runs with {@link #NOT_CONFIGURED}, which verifies nothing and says so in the event log.
 */
@FunctionalInterface
public interface SoftwareVerifier {

    /** The result of one check. */
    record Result(boolean passed, boolean configured, String detail) {
    }

    Result verify();

    /** No verification configured: passes, and the event log says nothing was checked. */
    SoftwareVerifier NOT_CONFIGURED = () -> new Result(true, false,
        "no software manifest configured: nothing verified (provisioning, issue 9)");
}
