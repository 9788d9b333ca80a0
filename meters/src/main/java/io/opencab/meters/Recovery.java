package io.opencab.meters;

import java.util.List;
import java.util.Optional;

/**
 * What a store found when it was opened (regulations.md 1.4): what the cabinet must finish
 * before play. A round in progress is re-presented from its journal entry (replay its draw
 * record to rebuild the identical outcome) and paid once; a pending bill is credited if the
 * validator reports it stacked, else returned; a pending handpay keeps the cabinet locked up
 * until an attendant keys it off; active tilts are shown again.
 *
 * @param cleanShutdown   true when the previous run closed the store (false after power loss or a kill)
 * @param roundInProgress the round not yet paid (DECIDED, PRESENTED or HANDPAY_PENDING)
 * @param pendingBill     a bill in escrow, not yet known stacked
 * @param pendingHandpay  a jackpot or cancelled-credit handpay waiting for an attendant
 * @param activeTilts     tilts raised and not cleared
 * @param credits         the credit meter
 */
public record Recovery(boolean cleanShutdown, Optional<JournalEntry> roundInProgress, Optional<NoteRecord> pendingBill,
                       Optional<HandpayRecord> pendingHandpay, List<TiltRecord> activeTilts, long credits) {

    public Recovery {
        activeTilts = List.copyOf(activeTilts);
    }

    /** True when nothing needs finishing: no round, bill or handpay pending and no tilt. */
    public boolean idle() {
        return roundInProgress.isEmpty() && pendingBill.isEmpty() && pendingHandpay.isEmpty() && activeTilts.isEmpty();
    }
}
