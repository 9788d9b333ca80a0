package io.opencab.app.sas;

import io.opencab.app.cabinet.state.HostGate;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * LP 94 where the configuration allows it (docs/sas.md "LP 94"): the reset is carried out on the cabinet thread as
 * an attendant's key-off would be; the host is answered busy until it is written to the meter store, then with its
 * code (00 reset, 01 the store refused it), so it is never told 00 for a reset a power cut could undo.
 */
final class HandpayResets {
    private static final System.Logger LOG = System.getLogger(HandpayResets.class.getName());
    private static final int NONE = -2;
    private static final int PENDING = -1;
    private final HostGate gate;
    private final LinkMailbox mailbox;
    /** None, under way, or its finished code (00/01) until the host's next LP 94 takes it. */
    private final AtomicInteger state = new AtomicInteger(NONE);

    HandpayResets(HostGate gate, LinkMailbox mailbox) {
        this.gate = gate;
        this.mailbox = mailbox;
    }

    /** The link thread's LP 94: -1 while the reset is under way, else its code (02: no handpay pending). */
    int remoteReset(boolean handpayPending) {
        int now = state.get();
        if (now == PENDING) {
            return -1;
        }
        if (now >= 0) {
            state.set(NONE);
            return now;
        }
        if (!handpayPending) {
            return 2;
        }
        state.set(PENDING);
        mailbox.task(() -> {
            boolean done = false;
            try {
                done = gate.resetHandpay();
            } finally {
                state.set(done ? 0 : 1);
                LOG.log(System.Logger.Level.INFO, "SAS host: remote handpay reset "
                    + (done ? "done" : "found no handpay, or the store refused it"));
            }
        });
        return -1;
    }
}
