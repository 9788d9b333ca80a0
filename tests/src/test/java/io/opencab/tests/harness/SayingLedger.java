package io.opencab.tests.harness;

import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.hal.Hal;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.PendingNote;
import java.io.PrintStream;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A kill test's child cabinet whose bill validator says when a note is in doubt: once the cabinet's own ledger has
 * made a note's pending credit durable, it prints {@code ESCROW <cents>} and takes {@code stackMillis} to stack it
 * (a real validator takes its time between the pending credit and STACKED: STACK,
 * STACKING, VEND VALID, docs/hal.md "Credit rules"). A parent that kills the child at that
 * line cuts the power with the note pending in the store, the state a cut mid-bill leaves (after the restart: the
 * bill in doubt an attendant resolves, docs/meters.md "Power-up procedure"). Everything else is the cabinet's own
 * ledger and hal's devices, unchanged.
 */
public final class SayingLedger implements EscrowLedger {
    private final EscrowLedger ledger;
    private final PrintStream out;
    private final long stackMillis;

    private SayingLedger(EscrowLedger ledger, PrintStream out, long stackMillis) {
        this.ledger = ledger;
        this.out = out;
        this.stackMillis = stackMillis;
    }

    /** {@code setup} with hal's devices opened on a saying ledger. */
    public static CabinetSetup into(CabinetSetup setup, PrintStream out, long stackMillis) {
        return new CabinetSetup(setup.config(), setup.configFile(), setup.games(), setup.rng(), setup.clock(),
            setup.verifier(), (ledger, clock) -> Hal.open(setup.config().hal(), new SayingLedger(ledger, out, stackMillis),
                clock), setup.hostValidation());
    }

    @Override
    public void escrowAccepted(UUID noteId, long valueCents) {
        ledger.escrowAccepted(noteId, valueCents);
        out.println("ESCROW " + valueCents);
        out.flush();
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(stackMillis));
    }

    @Override
    public void stacked(UUID noteId) {
        ledger.stacked(noteId);
    }

    @Override
    public void returned(UUID noteId) {
        ledger.returned(noteId);
    }

    @Override
    public List<PendingNote> pending() {
        return ledger.pending();
    }
}
