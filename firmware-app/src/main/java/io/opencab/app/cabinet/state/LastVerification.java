package io.opencab.app.cabinet.state;

import io.opencab.app.verify.SoftwareVerifier;
import java.time.Instant;

/**
 * The cabinet's latest software check (at boot or on demand), as the diagnostics page shows it:
 * each component with its expected and found hash, pass or fail, and the time taken (issue 24 item 6).
 *
 * @param at      when it ran
 * @param seedHex the seed of a seeded check, or null
 * @param result  what it found
 */
public record LastVerification(Instant at, String seedHex, SoftwareVerifier.Result result) {
}
