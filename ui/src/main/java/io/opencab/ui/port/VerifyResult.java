package io.opencab.ui.port;

import java.time.Instant;
import java.util.List;

/**
 * The latest software check, for the diagnostics page (issue 24 item 6; regulations.md 1.8): the
 * overall result, when it ran and how long it took, and each component with the hash the signed
 * manifest expects and the one found.
 *
 * @param headline what was checked and the result, in one sentence
 * @param passed   play may go on
 * @param seedHex  the seed of a seeded check, or null
 */
public record VerifyResult(String headline, boolean passed, Instant at, long millis, String seedHex,
                           List<Part> parts) {
    public VerifyResult {
        parts = List.copyOf(parts);
    }

    /** One component: {@code hmac} is null without a seed. */
    public record Part(String component, String expected, String found, String hmac, boolean ok) {
    }
}
