package io.opencab.meters;

/**
 * An AFT transfer the host asked for (LP 72, docs/aft.md), as the store applies it. Amounts in cents.
 *
 * @param transactionId  the host's transaction id, 1-20 printable ASCII characters
 * @param type           SAS transfer type; the store applies 00 (in-house, host to machine), 10 and 11 (bonus
 *                       coin-out win and bonus jackpot win to the machine) and 80 (in-house, machine to host)
 * @param partialAllowed transfer code 01 (partial allowed) rather than 00 (full only)
 * @param limitCredits   the most credits the meter may hold after a transfer to it (the cabinet's credit limit)
 */
public record AftTransferRequest(String transactionId, int type, long cashableCents, long restrictedCents,
                                 long nonRestrictedCents, boolean partialAllowed, int poolId, long expiry, int flags,
                                 long limitCredits) {
    /** SAS transfer type 00: in-house amount from the host to the machine. */
    public static final int IN_HOUSE_TO_MACHINE = 0x00;
    /** SAS transfer type 10: bonus coin-out win from the host to the machine (docs/aft.md "Bonus transfers"). */
    public static final int BONUS_COIN_OUT_WIN = 0x10;
    /** SAS transfer type 11: bonus jackpot win from the host to the machine; a handpay at or above the limit. */
    public static final int BONUS_JACKPOT_WIN = 0x11;
    /** SAS transfer type 80: in-house amount from the machine to the host. */
    public static final int IN_HOUSE_FROM_MACHINE = 0x80;

    public long totalCents() {
        return cashableCents + restrictedCents + nonRestrictedCents;
    }

    public AftTransferRequest {
        if (transactionId == null || !transactionId.matches("[\\x20-\\x7E]{1,20}")) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, "AFT transaction id '" + transactionId
                + "' is not 1-20 printable ASCII characters");
        }
        if (cashableCents < 0 || restrictedCents < 0 || nonRestrictedCents < 0) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, "negative AFT amount in " + transactionId);
        }
        if (poolId < 0 || poolId > 0xFFFF || limitCredits < 0) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, "AFT pool id " + poolId + " or limit "
                + limitCredits + " out of range in " + transactionId);
        }
    }
}
