package io.opencab.meters;

import java.time.Instant;

/**
 * The secure enhanced validation ID and starting sequence number the SAS host last set (LP 4C), kept in
 * critical memory so a power cycle does not lose them (docs/tito.md).
 *
 * @param id       the validation ID, 0 when the host never set one
 * @param sequence the sequence number the host set with it
 * @param setAt    when it was set (tickets journaled later carry the sequence on from there); null when never
 */
public record ValidationSeed(int id, int sequence, Instant setAt) {
}
