package io.opencab.app.verify;

import java.util.List;

/**
 * Checks the installed software before play (regulations.md 1.4 start-up checks, 1.8): at every
 * boot, on demand from the attendant menu, and when a technician clears a software-verification
 * tilt. A failure locks the cabinet up. The production check is
 * {@code io.opencab.app.verify.ManifestVerifier}, which {@code CabinetSetup#of} always uses: there is
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
     * @param parts      each component checked, as the verify screen and the event log show it (issue 24 item 6);
     *                   empty when nothing was checked (development mode, no manifest)
     * @param millis     time the check took
     * @param signer     {@code SHA256:<64 hex digits>}, the fingerprint of the key that signed the image's manifest (its
     *                   public key file), the value sealed in critical memory as the trust anchor; null when no image
     *                   key was read (development mode, no key)
     */
    record Result(boolean passed, boolean configured, String detail, List<String> hmacs, List<Part> parts, long millis,
                  String signer) {
        public Result {
            hmacs = List.copyOf(hmacs);
            parts = List.copyOf(parts);
        }

        public Result(boolean passed, boolean configured, String detail, List<String> hmacs, List<Part> parts,
                      long millis) {
            this(passed, configured, detail, hmacs, parts, millis, null);
        }

        public Result(boolean passed, boolean configured, String detail) {
            this(passed, configured, detail, List.of(), List.of(), 0);
        }

        /** The detail with one line per component after it: what the event log keeps. */
        public String fullDetail() {
            StringBuilder b = new StringBuilder(detail);
            for (Part p : parts) {
                b.append('\n').append(p.ok() ? "PASS " : "FAIL ").append(p.component()).append(": expected ")
                    .append(p.expected()).append(", found ").append(p.found());
                if (p.hmac() != null) {
                    b.append(", hmac-sha1 ").append(p.hmac());
                }
            }
            return b.toString();
        }
    }

    /**
     * One component of a check.
     *
     * @param component its kind and name ({@code jar opencab-engine.jar})
     * @param expected  the SHA-256 the signed manifest lists, or why there is none
     * @param found     the SHA-256 computed now, or why there is none (missing, unreadable)
     * @param hmac      the seeded HMAC-SHA1, or null without a seed
     * @param ok        found equals expected
     */
    record Part(String component, String expected, String found, String hmac, boolean ok) {
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
