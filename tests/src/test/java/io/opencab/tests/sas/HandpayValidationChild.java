package io.opencab.tests.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.tests.harness.SayingLedger;
import java.nio.file.Path;
import java.util.Random;

/**
 * The child JVM of {@link HandpayValidationPowerLossTest}: the real cabinet with SAS on a pty, ticket validation on
 * and a ticket limit of $1.00, so every cash-out of its bills is a handpay; it inserts a bill, cashes out and keys the
 * handpay off as an attendant, forever, until the parent kills it. It says {@code READY}, {@code VALIDATION} once the
 * host's validation ID is in the store, then {@code ESCROW cents} once a bill's credit is durable and pending (50 ms
 * before it is stacked: {@link SayingLedger}), {@code RESET n} just before each key-off and {@code PAID n} after it.
 * Anything unexpected prints {@code FAIL ...} and exits 3.
 *
 * <p>Arguments: configuration file, seed.
 */
public final class HandpayValidationChild {
    private static final long[] NOTES = {500, 1000, 2000};

    private HandpayValidationChild() {
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[1]);
        try (ChildCabinet child = ChildCabinet.start(Path.of(args[0]), seed, s -> SayingLedger.into(s, System.out, 50))) {
            Cabinet c = child.cabinet();
            Random r = new Random(seed);
            for (long n = 1; ; n++) {
                act(child, new Action.InsertBill(NOTES[r.nextInt(NOTES.length)]));
                c.sync();
                act(child, new Action.CashOut());
                if (c.state().kind() != StateKind.HANDPAY_PENDING) {
                    child.fail("cash-out " + n + " is not a handpay: " + c.state().kind());
                }
                ((SimKeySwitch) c.devices().key()).turn(true);
                c.sync();
                act(child, new Action.EnterPin(SasRig.PIN));
                child.say("RESET " + n);
                act(child, new Action.KeyOffHandpay());
                child.say("PAID " + n);
                ((SimKeySwitch) c.devices().key()).turn(false);
                c.sync();
            }
        } catch (RuntimeException e) {
            e.printStackTrace();
            System.out.println("FAIL " + e);
            System.exit(3);
        }
    }

    private static void act(ChildCabinet child, Action a) {
        ActionResult r = child.cabinet().submit(a).join();
        if (!r.accepted()) {
            child.fail(a + " refused: " + r.message());
        }
    }
}
