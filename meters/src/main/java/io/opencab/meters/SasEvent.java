package io.opencab.meters;

/**
 * One SAS exception waiting in critical memory for the host (regulations.md 2; docs/sas.md
 * "Exceptions"): its queue id, SAS exception code, and two values carrying the event's data
 * (7E bet and coin in after it; 7F win; bills value in cents and count; 51 amount and 1 for a
 * jackpot; 8C game number).
 */
public record SasEvent(long id, int code, long v1, long v2) {
}
