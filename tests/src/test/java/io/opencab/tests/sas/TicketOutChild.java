package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.tests.harness.SayingLedger;
import java.nio.file.Path;
import java.util.Random;

/**
 * The child JVM of {@link TicketOutPowerLossTest}: the real cabinet with SAS on a pty and the real TCL printer
 * driver on another (the emulator is in the parent), inserting bills and cashing out as tickets, forever, until the
 * parent kills it. It says {@code READY} once started, {@code VALIDATION} once the host's validation ID is in the
 * store, then {@code CASHOUT n} before each cash-out and {@code PRINTED n} after it; {@code ESCROW cents} once a bill's
 * credit is pending, 50 ms before it is stacked ({@link SayingLedger}: a kill at random then finds a bill in doubt now
 * and then, which the parent's attendant resolves). Anything but a printed ticket
 * (a handpay, a lockup) prints {@code FAIL ...} and exits 3: the parent leaves it a cabinet with nothing open.
 *
 * <p>Arguments: configuration file, seed.
 */
public final class TicketOutChild {
    private static final long[] NOTES = {100, 500, 1000, 2000, 5000};

    private TicketOutChild() {
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[1]);
        try (ChildCabinet child = ChildCabinet.start(Path.of(args[0]), seed, s -> SayingLedger.into(s, System.out, 50))) {
            run(child.cabinet(), new Random(seed), child);
        } catch (RuntimeException e) {
            e.printStackTrace();
            System.out.println("FAIL " + e);
            System.exit(3);
        }
    }

    private static void run(Cabinet c, Random r, ChildCabinet out) {
        for (long n = 1; ; n++) {
            int bills = 1 + r.nextInt(3);
            for (int i = 0; i < bills; i++) {
                ActionResult b = c.submit(new Action.InsertBill(NOTES[r.nextInt(NOTES.length)])).join();
                if (!b.accepted()) {
                    out.fail("bill refused: " + b.message());
                }
            }
            c.sync();
            out.await(() -> c.devices().ticketPrinter().orElseThrow().status().canPrint(), "the printer ready");
            long cashOut = n;
            out.say("CASHOUT " + cashOut + " " + c.state().credits());
            ActionResult r2 = c.submit(new Action.CashOut()).join();
            if (!r2.accepted()) {
                out.fail("cash-out refused: " + r2.message());
            }
            out.await(() -> {
                CabinetState s = c.state();
                if (!s.tilts().isEmpty() || s.handpay().isPresent()) {
                    out.fail("cash-out " + cashOut + " not printed: " + s.tilts() + " " + s.handpay());
                }
                return s.kind() == StateKind.IDLE && s.credits() == 0;
            }, "the ticket printed");
            out.say("PRINTED " + cashOut);
        }
    }
}
