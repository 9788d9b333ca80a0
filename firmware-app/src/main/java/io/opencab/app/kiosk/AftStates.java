package io.opencab.app.kiosk;

import io.opencab.app.cabinet.attendant.AftReport;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRecord;
import io.opencab.ui.port.AftState;
import java.time.Duration;
import java.util.Locale;

/**
 * The AFT page's data as the kiosk's port shows it (ui: {@code AftState}, issue 40 item 6): SAS's codes named in
 * words (docs/aft.md, the tables of LP 72 and LP 73; a code without a name as "TYPE 20", "STATUS 8F"; the words fit
 * the page's nine-character columns), the key in part ({@link AftKey}).
 */
final class AftStates {
    private AftStates() {
    }

    static AftState of(AftReport r) {
        AftRegistration g = r.registration();
        AftState.Registration reg = new AftState.Registration(registration(g.status()), g.assetNumber(), g.posId(),
            AftKey.shown(g.key()), g.changedAt() == null || g.changedAt().equals(java.time.Instant.EPOCH) ? null
                : g.changedAt());
        AftState.Lock lock = r.lockedNanosLeft() == 0 ? AftState.Lock.NONE
            : new AftState.Lock(r.roundUnderWay() ? "PENDING (a round is finishing)" : "LOCKED",
                Duration.ofNanos(r.lockedNanosLeft()));
        return new AftState(r.enabled(), reg, lock, r.newest().stream().map(AftStates::transfer).toList());
    }

    static String registration(int status) {
        return switch (status) {
            case AftRegistration.READY -> "READY TO REGISTER (00)";
            case AftRegistration.REGISTERED -> "REGISTERED (01)";
            case AftRegistration.NOT_REGISTERED -> "NOT REGISTERED (80)";
            default -> code("STATUS", status);
        };
    }

    /** Transfer types of LP 72 ([M] in docs/aft.md); the cabinet applies type 00 today. */
    static String type(int type) {
        return switch (type) {
            case 0x00 -> "IN-HOUSE";
            case 0x10 -> "BONUS CO";
            case 0x11 -> "BONUS JP";
            case 0x80 -> "TO HOST";
            default -> code("TYPE", type);
        };
    }

    /** Transfer status: a kept transfer is 00 or 01; any other code is named by its number. */
    static String status(int status) {
        return switch (status) {
            case AftTransferRecord.FULL -> "FULL";
            case AftTransferRecord.PARTIAL -> "PARTIAL";
            default -> code("STATUS", status);
        };
    }

    private static String code(String what, int code) {
        return String.format(Locale.ROOT, "%s %02X", what, code);
    }

    private static AftState.Transfer transfer(AftTransferRecord t) {
        return new AftState.Transfer(t.id(), t.transactionId(), type(t.type()), status(t.status()), t.cashableCents(),
            t.restrictedCents(), t.nonRestrictedCents(), t.at());
    }
}
