package io.opencab.meters;

/**
 * The credit meter split by kind (docs/aft.md "Credit kinds"), in credits.
 *
 * @param poolId  the restricted credits' pool id (0 without restricted credits)
 * @param expiry  their expiry as the host gave it (MMDDYYYY, or 0000NNNN days; 0 for none)
 */
public record CreditBalances(long cashable, long restricted, long nonRestricted, int poolId, long expiry) {
    public long total() {
        return cashable + restricted + nonRestricted;
    }

    /** What a cash-out pays: cashable and non-restricted credits. */
    public long payable() {
        return cashable + nonRestricted;
    }
}
