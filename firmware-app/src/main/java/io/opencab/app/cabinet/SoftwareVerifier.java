package io.opencab.app.cabinet;

import java.util.List;

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
     * @param hmacs      with a seed: one line per component, {@code <kind> <name> hmac-sha1 <40 hex digits>}, the values
     *                   {@code provision verify --seed} prints; else empty
     */
    record Result(boolean passed, boolean configured, String detail, List<String> hmacs) {
        public Result {
            hmacs = List.copyOf(hmacs);
        }

        public Result(boolean passed, boolean configured, String detail) {
            this(passed, configured, detail, List.of());
        }
    }

    Result verify();

    /**
     * The seeded form for labs and floor systems (regulations.md 1.8: GAT 3.5, OH 3772-9-12): the same
     * check, with each component's HMAC-SHA1 keyed by {@code seed} in {@link Result#hmacs()}.
     */
    default Result verify(byte[] seed) {
        return new Result(false, true, "this software verifier has no seeded form");
    }

    /**
     * SAS LP 21: the CRC-16 of the installed image started from {@code seed} (docs/sas.md "LP 21"); empty when
     * this verifier has no image to sign. It reads the whole image: call it off the link thread.
     */
    default java.util.OptionalInt romSignature(int seed) {
        return java.util.OptionalInt.empty();
    }

    /** True when {@link #romSignature} has an image to sign (LP 21 is then acknowledged). */
    default boolean signsRom() {
        return false;
    }
}
