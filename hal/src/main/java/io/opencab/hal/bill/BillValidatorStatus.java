package io.opencab.hal.bill;

import java.util.Set;

/**
 * A snapshot of a validator for the attendant menu and diagnostics.
 *
 * @param online       the last request got a valid answer (false once COMMUNICATION_LOST is raised)
 * @param ready        power-up/reset sequence and settings completed
 * @param accepting    the host wants notes accepted
 * @param faults       the faults currently raised
 * @param lastStatus   the last ID-003 status byte (-1 before any)
 * @param validFrames  frames received with a good CRC
 * @param failedRequests requests that got no valid answer (timeouts, garbage, bad CRC, truncation)
 */
public record BillValidatorStatus(boolean online, boolean ready, boolean accepting, Set<ValidatorFault> faults,
        int lastStatus, long validFrames, long failedRequests) {
    public BillValidatorStatus {
        faults = Set.copyOf(faults);
    }
}
