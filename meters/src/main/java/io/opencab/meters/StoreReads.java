package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The reads (allowed after a failure) and the full verify. Called only through {@link MeterStore} (which synchronizes). */
final class StoreReads extends StoreOps {
    StoreReads(StoreCore core) {
        super(core);
    }

    MeterSnapshot meters() {
        return core.read("read the meters", () -> MeterState.load(ctx).snapshot());
    }

    long credits() {
        return core.read("read the credit meter", () -> MeterState.load(ctx).credits());
    }

    List<JournalEntry> recall(int n) {
        return core.read("recall rounds", () -> Journal.ROWS.newest(ctx, Math.max(0, n)));
    }

    Optional<JournalEntry> round(long roundId) {
        return core.read("read round " + roundId, () -> Journal.ROWS.get(ctx, roundId));
    }

    Optional<JournalEntry> roundInProgress() {
        return core.read("read the round in progress", () -> Journal.inProgress(ctx));
    }

    List<EventRecord> events(int n) {
        return core.read("read events", () -> Events.newest(ctx, n));
    }

    List<NoteRecord> billLog(int n) {
        return core.read("read the bill log", () -> Notes.ROWS.newest(ctx, Math.max(0, n)));
    }

    Optional<NoteRecord> pendingBill() {
        return core.read("read the pending bill", () -> Notes.pending(ctx));
    }

    List<HandpayRecord> handpays(int n) {
        return core.read("read handpays", () -> Handpays.ROWS.newest(ctx, Math.max(0, n)));
    }

    Optional<HandpayRecord> pendingHandpay() {
        return core.read("read the pending handpay", () -> Handpays.pending(ctx));
    }

    List<TiltRecord> activeTilts() {
        return core.read("read tilts", () -> ConfigRows.tilts(ctx));
    }

    Map<String, String> configValues() {
        return core.read("read config", () -> ConfigRows.all(ctx));
    }

    GuardCounter pinFailures() {
        return core.read("read the PIN failures", () -> Guards.get(ctx, Guards.PIN_FAILURES));
    }

    List<ConfigChange> configHistory(int n) {
        return core.read("read config history", () -> ConfigRows.history(ctx, n));
    }

    void verify() {
        core.check("verify critical memory", () -> {
            String check = core.db.integrityCheck();
            if (!"ok".equals(check)) {
                throw new MeterException(Kind.INTEGRITY, "PRAGMA integrity_check failed on " + core.path + ": " + check);
            }
            Journal.ROWS.verifyAll(ctx);
            Notes.ROWS.verifyAll(ctx);
            Handpays.ROWS.verifyAll(ctx);
            Tickets.ROWS.newest(ctx, Integer.MAX_VALUE);
            Tickets.open(ctx);
            TicketInRows.ROWS.newest(ctx, Integer.MAX_VALUE);
            TicketInRows.open(ctx);
            AftRows.newest(ctx, Integer.MAX_VALUE);
            AftRows.registration(ctx);
            Events.verifyAll(ctx);
            SasQueue.all(ctx);
            ConfigRows.all(ctx);
            ConfigRows.history(ctx, null);
            ConfigRows.tilts(ctx);
            Guards.get(ctx, Guards.PIN_FAILURES);
            for (String s : Schema.SEQUENCES) {
                Sequences.verifyTable(ctx, s);
            }
            Optional<JournalEntry> open = Journal.inProgress(ctx);
            Optional<HandpayRecord> hp = Handpays.pending(ctx);
            Notes.pending(ctx);
            boolean roundWaits = open.isPresent() && open.get().state() == RoundState.HANDPAY_PENDING;
            boolean jackpotWaits = hp.isPresent() && hp.get().kind() == HandpayRecord.Kind.JACKPOT;
            if (roundWaits != jackpotWaits) {
                throw ctx.corrupt("a jackpot handpay and its round disagree (round "
                    + open.map(e -> e.roundId() + " " + e.state()).orElse("none") + ", handpay "
                    + hp.map(h -> h.handpayId() + " " + h.kind()).orElse("none") + ")");
            }
            core.checkedMeters();
            if (core.full()) {
                // Last: a table put back whole passes every check above (its rows are genuine, the meters agree).
                core.digests.check(ctx, Chain.load(ctx, true));
            }
            return null;
        });
    }
}
