package io.opencab.app.cabinet;

/**
 * Checks the installed software before play (regulations.md 1.4 start-up checks, 1.8): at every
 * boot, on demand from the attendant menu, and when a technician clears a software-verification
 * tilt. A failure locks the cabinet up. The production check is
 * {@code io.opencab.app.verify.ManifestVerifier}, which {@link CabinetSetup#of} always uses: there is
 * no verifier that passes without checking.
 */
@FunctionalInterface
public interface SoftwareVerifier {

    /**
     * The result of one check.
     *
     * @param passed     play may go on
     * @param configured false only in the development mode (simulated devices, not run from an image): nothing was
     *                   verified, which the event log, the log and the screen say at every boot
     * @param detail     what was checked, and the signing key's fingerprint, or why it failed
     */
    record Result(boolean passed, boolean configured, String detail) {
    }

    Result verify();
}
