package io.opencab.app.verify;

import java.time.Duration;
import java.util.List;

/**
 * What one check of the installed software found: each manifest component with the digest
 * computed now (and the seeded HMAC-SHA1 when a seed was given), and the files found in the
 * install that the manifest does not list.
 *
 * @param root        the install root checked
 * @param manifest    the manifest checked against
 * @param signer      the key whose signature of the manifest verified
 * @param lines       one per manifest component, in manifest order
 * @param unexpected  files under the root the manifest does not cover ('/'-separated)
 * @param bytes       content bytes read
 * @param took        wall time of the check
 */
public record VerificationReport(String root, SoftwareManifest manifest, SigningKey signer, List<Line> lines,
                                 List<String> unexpected, long bytes, Duration took) {

    /** How a component compared. */
    public enum Status { OK, MISMATCH, MISSING, UNREADABLE }

    /**
     * One component.
     *
     * @param component  as the manifest lists it
     * @param sha256     computed now; null when it could not be read
     * @param hmacSha1   HMAC-SHA1 keyed by the seed over the same bytes; null without a seed or when unreadable
     * @param status     the comparison
     * @param problem    why it could not be read, or null
     */
    public record Line(Component component, String sha256, String hmacSha1, Status status, String problem) {
    }

    public VerificationReport {
        lines = List.copyOf(lines);
        unexpected = List.copyOf(unexpected);
    }

    /** True when every component matched and nothing unlisted is installed. */
    public boolean passed() {
        return unexpected.isEmpty() && lines.stream().allMatch(l -> l.status() == Status.OK);
    }

    public List<Line> failures() {
        return lines.stream().filter(l -> l.status() != Status.OK).toList();
    }

    /** One line for the event log and the attendant screen. */
    public String summary() {
        if (passed()) {
            return lines.size() + " components match the manifest of " + manifest.built() + " (version "
                + manifest.version() + ") " + signer.describe() + ", " + bytes + " bytes in " + took.toMillis() + " ms";
        }
        StringBuilder b = new StringBuilder();
        List<Line> f = failures();
        b.append(f.size()).append(" of ").append(lines.size()).append(" components fail");
        int shown = 0;
        for (Line l : f) {
            if (shown++ == 5) {
                b.append("; ...");
                break;
            }
            b.append("; ").append(l.component().name()).append(": ").append(describe(l));
        }
        if (!unexpected.isEmpty()) {
            b.append("; ").append(unexpected.size()).append(" file(s) not in the manifest: ")
                .append(String.join(", ", unexpected.subList(0, Math.min(5, unexpected.size()))))
                .append(unexpected.size() > 5 ? ", ..." : "");
        }
        return b.toString();
    }

    static String describe(Line l) {
        return switch (l.status()) {
            case OK -> "ok";
            case MISMATCH -> "digest mismatch (manifest " + l.component().sha256().substring(0, 16) + "..., installed "
                + l.sha256().substring(0, 16) + "...)";
            case MISSING -> "missing";
            case UNREADABLE -> "unreadable (" + l.problem() + ")";
        };
    }
}
