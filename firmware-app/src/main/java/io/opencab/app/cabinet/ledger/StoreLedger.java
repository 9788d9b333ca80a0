package io.opencab.app.cabinet.ledger;

import io.opencab.app.AppException;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.PendingNote;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.NoteRecord;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * hal's escrow ledger on the meter store (docs/hal.md, docs/meters.md "Bills"). The driver's note id
 * (a UUID) is stored with the note in the escrow's own transaction ({@code billEscrowAccepted(value,
 * ref)}), so "stacked" or "returned" for that id finds the note after a power cut too. A note is
 * credited only when the validator reports it stacked (regulations.md 1.9), exactly once: a repeated
 * or unknown id credits nothing. Called on the validator's thread; the durable write happens before
 * the call returns, under the {@link Money} lock; the cabinet learns of it from the validator's event.
 */
public final class StoreLedger implements EscrowLedger {
    private final Money money;
    private final Consumer<MeterException> storeFailed;

    public StoreLedger(Money money, Consumer<MeterException> storeFailed) {
        this.money = money;
        this.storeFailed = storeFailed;
    }

    @Override
    public void escrowAccepted(UUID noteId, long valueCents) {
        synchronized (money) {
            // A safety net: the cabinet inhibits the validator before closing this gate, so a refusal
            // here means a note arrived in a race (it is returned, and the driver reports a ledger fault).
            if (!money.billsOpen()) {
                throw new AppException("bill " + noteId + " refused: the cabinet is not accepting bills now");
            }
            long credits = valueCents / money.denominationCents();
            if (credits > money.roomCredits()) {
                throw new AppException("bill " + noteId + " of " + valueCents + " cents refused: " + credits
                    + " credits would pass the credit limit (room for " + money.roomCredits() + ")");
            }
            guarded(() -> money.with(s -> s.billEscrowAccepted(valueCents, noteId.toString())));
        }
    }

    @Override
    public void stacked(UUID noteId) {
        settle(noteId, "stacked", (s, n) -> s.billStacked(n.noteId()));
    }

    @Override
    public void returned(UUID noteId) {
        settle(noteId, "returned", (s, n) -> s.billReturned(n.noteId(), "returned by the validator"));
    }

    /** Settles the note the driver knows as {@code noteId}; an unknown id is logged and changes nothing. */
    private void settle(UUID noteId, String how, java.util.function.BiFunction<MeterStore, NoteRecord, Boolean> op) {
        synchronized (money) {
            guarded(() -> money.with(s -> {
                Optional<NoteRecord> n = s.billByRef(noteId.toString());
                if (n.isEmpty()) {
                    s.logEvent(EventType.CABINET, "validator reported unknown note " + noteId + " " + how + "; nothing changed");
                    return false;
                }
                return op.apply(s, n.get());
            }));
        }
    }

    /** The store's pending bill, if it carries the driver's id (one without is resolved by an attendant). */
    @Override
    public List<PendingNote> pending() {
        synchronized (money) {
            if (!money.hasStore()) {
                return List.of();
            }
            return guarded(() -> money.with(s -> s.pendingBill()
                .filter(n -> n.externalRef() != null && isUuid(n.externalRef()))
                .map(n -> List.of(new PendingNote(UUID.fromString(n.externalRef()), n.valueCents())))
                .orElse(List.of())));
        }
    }

    public static boolean isUuid(String s) {
        try {
            UUID.fromString(s);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private <T> T guarded(java.util.function.Supplier<T> op) {
        try {
            return op.get();
        } catch (MeterException e) {
            storeFailed.accept(e);
            throw e;
        }
    }
}
