package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The self-audit identity, recomputed independently from the meters after many mixed operations. */
class AuditTest {
    @TempDir
    Path dir;

    @Test
    void creditsEqualBillsInPlusCoinOutMinusCoinInMinusCancelledAfterEveryOperation() {
        Fixture f = new Fixture(dir);
        Random r = new Random(42);
        long[] notes = {100, 500, 1000, 2000, 5000, 10000};
        try (MeterStore s = f.create()) {
            for (int i = 0; i < 300; i++) {
                int op = r.nextInt(10);
                if (op < 3) {
                    NoteRecord n = s.billEscrowAccepted(notes[r.nextInt(notes.length)]);
                    if (r.nextInt(5) == 0) {
                        s.billReturned(n.noteId(), "returned");
                    } else {
                        s.billStacked(n.noteId());
                    }
                } else if (op < 9 && s.credits() >= 50) {
                    long win = r.nextInt(4) == 0 ? r.nextInt(400) : 0;
                    if (r.nextInt(60) == 0) {
                        win = Fixture.HANDPAY_LIMIT + r.nextInt(1000);
                    }
                    JournalEntry e = Fixture.play(s, 50, win);
                    if (e.state() == RoundState.HANDPAY_PENDING) {
                        s.handpayPaid(s.pendingHandpay().orElseThrow().handpayId(), "att");
                    }
                } else if (s.credits() > 0 && r.nextInt(4) == 0) {
                    s.handpayPaid(s.cashoutHandpay().handpayId(), "att");
                }

                MeterSnapshot m = s.meters();
                long identity = Math.floorMod(m.get(Meter.BILLS_IN_CREDITS) + m.get(Meter.COIN_OUT)
                    - m.get(Meter.COIN_IN) - m.get(Meter.CANCELLED_CREDITS), MeterStore.ROLLOVER);
                assertEquals(m.credits(), identity, "after operation " + i);
                assertEquals(m.get(Meter.GAMES_PLAYED), m.get(Meter.GAMES_WON) + m.get(Meter.GAMES_LOST));
            }
            s.verify();
        }
    }
}
