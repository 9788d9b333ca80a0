package io.opencab.sas.aft;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the AFT polls answer from (docs/aft.md): the cabinet publishes a new one after every change, as it does the
 * {@link io.opencab.sas.SasSnapshot}; the link thread only reads it. Amounts in cents.
 *
 * @param assetNumber      the configured asset number (sas.asset.number; 0 = none, every transfer refused 93)
 * @param registration     the registration kept in critical memory
 * @param availability     whether a transfer to the machine could be applied now
 * @param transferLimitCents the most that may still go onto the credit meter
 * @param history          the transfers kept, newest first
 * @param lastResult       the outcome of the newest transfer order, kept or refused (refusals are not kept)
 * @param cumulativeCents  SAS meters A0, A2, A4 (in-house transfers to the machine) and B8, BA, BC (in-house
 *                         transfers to the host), each cashable, restricted, non-restricted, in cents
 * @param hostCashOut      the host cash-out flags kept and whether the cabinet offers the host a cash-out now
 */
public record AftView(long assetNumber, Registration registration, Availability availability, long cashableCents,
                      long restrictedCents, long nonRestrictedCents, int poolId, long expiry, long transferLimitCents,
                      List<Entry> history, Optional<Entry> lastResult, long[] cumulativeCents, HostCashOut hostCashOut) {

    public AftView {
        Objects.requireNonNull(registration, "registration");
        Objects.requireNonNull(availability, "availability");
        history = List.copyOf(history);
        Objects.requireNonNull(lastResult, "lastResult");
        if (cumulativeCents.length != 6) {
            throw new IllegalArgumentException("six cumulative meters (A0, A2, A4, B8, BA, BC), got "
                + cumulativeCents.length);
        }
        cumulativeCents = cumulativeCents.clone();
        Objects.requireNonNull(hostCashOut, "hostCashOut");
    }

    /** The same view with another registration (the one the link answered, until the store shows it kept). */
    AftView withRegistration(Registration r) {
        return new AftView(assetNumber, r, availability, cashableCents, restrictedCents, nonRestrictedCents, poolId,
            expiry, transferLimitCents, history, lastResult, cumulativeCents, hostCashOut);
    }

    /** The same view with another host cash-out state. */
    public AftView withHostCashOut(HostCashOut h) {
        return new AftView(assetNumber, registration, availability, cashableCents, restrictedCents, nonRestrictedCents,
            poolId, expiry, transferLimitCents, history, lastResult, cumulativeCents, h);
    }

    /**
     * The three cumulative meters of {@code e}'s direction (A0, A2, A4 or B8, BA, BC) as they stood when {@code e}
     * completed: a history record reports the meters of its own transfer, not of a later moment ([M]'s history keeps
     * the transfer's meters with it; the clean-room host's finding 12, docs/cleanroom-aft-2026-11-28.md). They are
     * today's meters less the amounts of the complete transfers of the same direction kept after it: the meters count
     * nothing but those transfers, and every transfer after a kept one is kept too (the history drops only the oldest).
     */
    public long[] cumulativeAt(Entry e) {
        boolean out = e.type() == AftStatus.IN_HOUSE_FROM_MACHINE;
        int first = out ? 3 : 0;
        long[] m = {cumulativeCents[first], cumulativeCents[first + 1], cumulativeCents[first + 2]};
        for (Entry later : history) {
            if (later.transactionId().equals(e.transactionId())) {
                break;
            }
            // Only in-house transfers of the same direction move these meters (a bonus transfer has its own, AE/B0).
            if (later.complete() && later.type() == (out ? AftStatus.IN_HOUSE_FROM_MACHINE : AftStatus.IN_HOUSE_TO_MACHINE)) {
                m[0] -= later.cashableCents();
                m[1] -= later.restrictedCents();
                m[2] -= later.nonRestrictedCents();
            }
        }
        for (int i = 0; i < 3; i++) {
            m[i] = Math.floorMod(m[i], METER_MODULUS);   // the meters roll over at ten BCD digits
        }
        return m;
    }

    /** Ten BCD digits: where the cumulative meters of the LP 72 reply roll over. */
    private static final long METER_MODULUS = 10_000_000_000L;

    /** Could a transfer from the machine to the host be applied now (LP 74 available transfers bit 1)? */
    public boolean fromMachinePossible() {
        return hostCashOut.pending()
            || availability == Availability.READY && cashableCents + restrictedCents + nonRestrictedCents > 0;
    }

    /**
     * Host cash-out (docs/aft.md "Host cash-out").
     *
     * @param flags   the LP 72 transfer flags bits 0-2 the host last set (control, enable, mode), as kept
     * @param pending the player pressed CASH OUT and the cabinet waits for the host's transfer from the machine
     */
    public record HostCashOut(int flags, boolean pending) {
        public static final HostCashOut NONE = new HostCashOut(0, false);
    }

    /** Can the cabinet take a transfer now, and can it be locked for one (LP 74)? */
    public enum Availability {
        /** Idle: a transfer to the machine is possible; a lock is granted at once. */
        READY,
        /** A round is being played: a lock is pending until it ends (or the lock times out). */
        ROUND_UNDER_WAY,
        /** A handpay, a ticket, a bill, a tilt, play disabled: no lock and no transfer (87). */
        UNAVAILABLE
    }

    /** LP 73's registration: status 00 ready, 01 registered, 80 not registered; the 20-byte key. */
    public record Registration(int status, long assetNumber, byte[] key, long posId) {
        public Registration {
            if (key.length != 20) {
                throw new IllegalArgumentException("registration key of " + key.length + " bytes, SAS's is 20");
            }
            key = key.clone();
        }

        public static Registration none() {
            return new Registration(0x80, 0, new byte[20], 0);
        }

        @Override
        public byte[] key() {
            return key.clone();
        }

        boolean keyIs(byte[] other) {
            return java.util.Arrays.equals(key, other);
        }
    }

    /**
     * One transfer as the history reports it.
     *
     * @param position       its history buffer position, 1..{@link AftPolls#MAX_BUFFER_INDEX}; 0 for a refusal
     * @param completedDate  MMDDYYYY (0 for a refusal); completedTime HHMMSS
     */
    public record Entry(int position, String transactionId, int type, int status, long cashableCents,
                        long restrictedCents, long nonRestrictedCents, int flags, int poolId, long expiry,
                        long completedDate, long completedTime) {
        public boolean complete() {
            return status == AftStatus.FULL || status == AftStatus.PARTIAL;
        }
    }
}
