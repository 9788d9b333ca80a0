package io.opencab.meters;

import java.time.Instant;

/**
 * One AFT transfer (docs/aft.md): as the host asked it and as the cabinet applied it. Amounts in cents, as SAS
 * carries them. A refused request is answered with a record that was never stored ({@link #stored()} false, id 0).
 *
 * @param id             the row's id (1, 2, ...; 0 for a refusal, which is not kept)
 * @param transactionId  the host's transaction id (1-20 ASCII characters), unique among kept transfers
 * @param type           SAS transfer type (00 in-house to the machine, ...)
 * @param status         SAS transfer status (00 full, 01 partial, 8x refused)
 * @param cashableCents  cashable amount actually transferred (or asked, for a refusal)
 * @param poolId         restricted pool id (0 without restricted credits)
 * @param expiry         restricted expiry as the host gave it: MMDDYYYY, or 0000NNNN days, 0 for none
 * @param flags          the host's transfer flags byte
 * @param repeated       true when this answers a transaction id already applied (nothing moved now)
 */
public record AftTransferRecord(long id, String transactionId, int type, int status, long cashableCents,
                                long restrictedCents, long nonRestrictedCents, int poolId, long expiry, int flags,
                                Instant at, boolean repeated) {
    /** SAS transfer status: full transfer successful. */
    public static final int FULL = 0x00;
    /** SAS transfer status: partial transfer successful. */
    public static final int PARTIAL = 0x01;

    public boolean stored() {
        return id > 0;
    }

    public long totalCents() {
        return cashableCents + restrictedCents + nonRestrictedCents;
    }

    AftTransferRecord asRepeat() {
        return new AftTransferRecord(id, transactionId, type, status, cashableCents, restrictedCents, nonRestrictedCents,
            poolId, expiry, flags, at, true);
    }
}
