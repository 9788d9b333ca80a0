package io.opencab.sas.aft;

/**
 * A transfer the host ordered with LP 72 and the link thread accepted (docs/aft.md). Amounts in cents.
 *
 * @param partialAllowed transfer code 01 rather than 00
 * @param expiry         restricted expiry as sent: MMDDYYYY, or 0000NNNN days
 */
public record AftOrder(String transactionId, int type, boolean partialAllowed, long cashableCents,
                       long restrictedCents, long nonRestrictedCents, int poolId, long expiry, int flags) {
}
