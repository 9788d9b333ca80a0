package io.opencab.ui.port;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The attendant's AFT page (issue 40 item 6, docs/aft.md): the host's registration, the AFT lock and the newest
 * transfers from critical memory. Codes are named by the cabinet; amounts are in cents, as SAS carries them.
 *
 * @param enabled      {@code sas.aft.enabled}: the casino system may transfer credits (LP 72-74 answered)
 * @param registration the host's registration (LP 73)
 * @param lock         the AFT lock now (LP 74)
 * @param transfers    the newest transfers kept (at most 35), newest first
 */
public record AftState(boolean enabled, Registration registration, Lock lock, List<Transfer> transfers) {
    /** The transfers the page lists: the last 35, as the regulations ask of the other money logs. */
    public static final int TRANSFERS = 35;

    public AftState {
        Objects.requireNonNull(registration, "registration");
        Objects.requireNonNull(lock, "lock");
        transfers = List.copyOf(transfers);
    }

    /** A cabinet without AFT: never registered, not locked, no transfers. */
    public static AftState off() {
        return new AftState(false, new Registration("NOT REGISTERED (80)", 0, 0, "(none)", null), Lock.NONE, List.of());
    }

    /**
     * @param status    the registration status in words with its code, e.g. "REGISTERED (01)"
     * @param keyShown  the registration key in part ("1011...2223"), never whole, or "(none)"
     * @param changedAt when the host last changed it, or {@code null} if it never did
     */
    public record Registration(String status, long assetNumber, long posId, String keyShown, Instant changedAt) {
    }

    /**
     * @param state words: "NOT LOCKED", "LOCKED", "PENDING (a round is finishing)"
     * @param left  time left before the lock ends by itself, {@link Duration#ZERO} when not locked
     */
    public record Lock(String state, Duration left) {
        public static final Lock NONE = new Lock("NOT LOCKED", Duration.ZERO);
    }

    /**
     * One transfer as the journal keeps it.
     *
     * @param type   the transfer type in words with its code, e.g. "IN-HOUSE IN (00)"
     * @param status the transfer status in words with its code, e.g. "FULL (00)"
     */
    public record Transfer(long id, String transactionId, String type, String status, long cashableCents,
                           long restrictedCents, long nonRestrictedCents, Instant at) {
    }
}
