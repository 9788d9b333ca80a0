package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.Objects;
import java.util.Optional;

/** Bills: escrow, stacked, returned. Called only through {@link MeterStore} (which synchronizes). */
final class BillOps extends StoreOps {
    BillOps(StoreCore core) {
        super(core);
    }

    NoteRecord billEscrowAccepted(long valueCents, String externalRef) {
        if (externalRef == null || !externalRef.matches("[\\x21-\\x7E]{1,64}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "a bill's external reference must be 1-64 printable ASCII"
                + " characters without spaces, got '" + externalRef + "'");
        }
        return escrow(valueCents, externalRef);
    }

    Optional<NoteRecord> billByRef(String externalRef) {
        Objects.requireNonNull(externalRef, "externalRef");
        return core.read("find the bill " + externalRef, () -> Notes.byRef(ctx, externalRef));
    }

    NoteRecord escrow(long valueCents, String externalRef) {
        BillDenominations.key(valueCents);
        if (valueCents % config.denominationCents() != 0) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "a bill of " + valueCents + " cents is not a whole number of "
                + config.denominationCents() + "-cent credits");
        }
        long credits = valueCents / config.denominationCents();
        return core.write("escrow a bill of " + valueCents + " cents", () -> {
            MeterState m = MeterState.load(ctx);
            Unfinished.noHandpay(core.ctx);
            Unfinished.noTicket(core.ctx);
            Optional<NoteRecord> pending = Notes.pending(ctx);
            if (pending.isPresent()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "bill " + pending.get().noteId()
                    + " is still pending; report it stacked or returned first");
            }
            if (m.credits() + credits >= MeterStore.ROLLOVER) {
                throw new MeterException(Kind.ILLEGAL_STATE, "the credit meter (" + m.credits()
                    + ") cannot take " + credits + " more credits");
            }
            if (externalRef != null && Notes.byRef(ctx, externalRef).isPresent()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "a bill with reference " + externalRef + " was already escrowed");
            }
            return Notes.insert(ctx, Sequences.next(ctx, "note", config.billLogSize()), valueCents, credits, externalRef);
        });
    }

    boolean billStacked(long noteId) {
        return core.write("credit stacked bill " + noteId, () -> {
            Optional<NoteRecord> found = Notes.ROWS.get(ctx, noteId);
            Sequences.Range range = Sequences.get(ctx, "note");
            if (found.isEmpty()) {
                if (noteId >= 1 && noteId < range.first()) {
                    Events.append(ctx, config.eventLogSize(), EventType.BILL_DUPLICATE_REPORT, "stacked reported again for bill "
                        + noteId + ", settled long ago; not credited again");
                    return false;
                }
                throw new MeterException(Kind.ILLEGAL_STATE, "no bill " + noteId + " was escrowed");
            }
            NoteRecord n = found.get();
            switch (n.state()) {
                case STACKED -> {
                    Events.append(ctx, config.eventLogSize(), EventType.BILL_DUPLICATE_REPORT, "stacked reported again for bill "
                        + noteId + " (" + n.valueCents() + " cents); not credited again");
                    return false;
                }
                case RETURNED -> throw new MeterException(Kind.ILLEGAL_STATE, "bill " + noteId
                    + " was recorded returned (" + n.detail() + ") but is now reported stacked; check the stacker");
                default -> {
                }
            }
            MeterState m = MeterState.load(ctx);
            m.credits(m.credits() + n.credits());
            m.add(Meter.BILLS_IN_CREDITS, n.credits());
            m.add(Meter.DROP, n.credits());
            m.add(BillDenominations.key(n.valueCents()), 1);
            Notes.update(ctx, n.settled(NoteState.STACKED, Ctx.instant(ctx.now()), ""));
            Events.append(ctx, config.eventLogSize(), EventType.BILL_STACKED, "bill " + noteId + " of "
                + n.valueCents() + " cents stacked, " + n.credits() + " credits");
            SasQueue.raise(ctx, SasQueue.bill(n.valueCents()), n.valueCents(), m.get(Scope.LIFETIME, BillDenominations.key(n.valueCents())));
            core.finish(m);
            return true;
        });
    }

    boolean billReturned(long noteId, String reason) {
        Args.requireText(reason, "reason");
        return core.write("return bill " + noteId, () -> {
            NoteRecord n = Notes.ROWS.get(ctx, noteId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
                "no bill " + noteId + " is known"));
            switch (n.state()) {
                case RETURNED -> {
                    return false;
                }
                case STACKED -> throw new MeterException(Kind.ILLEGAL_STATE, "bill " + noteId
                    + " was already stacked and credited; it cannot be returned");
                default -> {
                }
            }
            Notes.update(ctx, n.settled(NoteState.RETURNED, Ctx.instant(ctx.now()), reason));
            Events.append(ctx, config.eventLogSize(), EventType.BILL_RETURNED, "bill " + noteId + " of "
                + n.valueCents() + " cents returned: " + reason);
            return true;
        });
    }
}
