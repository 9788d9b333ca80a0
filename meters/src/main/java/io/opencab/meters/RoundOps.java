package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.sql.SQLException;
import java.util.Objects;

/** Rounds, handpays and cash-outs: the money-moving state changes of play. Called only through {@link MeterStore} (which synchronizes). */
final class RoundOps extends StoreOps {
    RoundOps(StoreCore core) {
        super(core);
    }

    JournalEntry decide(RoundDecision d) {
        Objects.requireNonNull(d, "decision");
        return core.write("decide a round of " + d.gameId(), () -> {
            MeterState m = core.checkedMeters();
            Unfinished.none(core.ctx);
            if (d.creditsBefore() != m.credits()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "the cabinet saw " + d.creditsBefore()
                    + " credits but the credit meter holds " + m.credits());
            }
            if (m.credits() < d.bet()) {
                throw new MeterException(Kind.INSUFFICIENT_CREDITS, "bet " + d.bet() + " exceeds the "
                    + m.credits() + " credits on the meter");
            }
            long id = Sequences.next(ctx, "journal", config.journalHistory());
            Kinds.drawBet(m, d.bet());
            m.add(Meter.COIN_IN, d.bet());
            m.add(Meter.GAMES_PLAYED, 1);
            m.addGame(d.gameId(), GameMeter.COIN_IN, d.bet());
            m.addGame(d.gameId(), GameMeter.GAMES_PLAYED, 1);
            JournalEntry e = Journal.insert(ctx, id, d, d.win() >= config.handpayLimit());
            SasQueue.raise(ctx, 0x7E, d.bet(), m.get(Meter.COIN_IN));
            core.finish(m);
            return e;
        });
    }

    JournalEntry presented(long roundId) {
        return core.writeUnsynced("mark round " + roundId + " presented", () -> {
            JournalEntry e = round(roundId, "present");
            return switch (e.state()) {
                case PRESENTED -> e;
                case DECIDED -> {
                    JournalEntry p = new JournalEntry(e.roundId(), e.gameId(), e.betLevel(), e.bet(), e.creditsBefore(),
                        e.outcomeJson(), e.drawRecord(), e.win(), e.handpay(), RoundState.PRESENTED, e.decidedAt(),
                        Ctx.instant(ctx.now()), null, -1, e.versions());
                    Journal.update(ctx, p);
                    yield p;
                }
                default -> throw new MeterException(Kind.ILLEGAL_STATE, "round " + roundId + " is " + e.state()
                    + "; only a DECIDED round can be presented");
            };
        });
    }

    JournalEntry paid(long roundId) {
        return core.writeDeferred("pay round " + roundId, () -> {
            MeterState m = MeterState.load(ctx);
            JournalEntry e = round(roundId, "pay");
            if (e.state() != RoundState.PRESENTED) {
                throw new MeterException(Kind.ILLEGAL_STATE, "round " + roundId + " is " + e.state()
                    + "; only a PRESENTED round is paid (exactly once)");
            }
            JournalEntry out;
            if (e.handpay()) {
                HandpayRecord h = Handpays.insert(ctx, Sequences.next(ctx, "handpay", config.journalHistory()),
                    HandpayRecord.Kind.JACKPOT, roundId, e.win());
                out = withState(e, RoundState.HANDPAY_PENDING, null, -1);
                Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PENDING, "jackpot handpay " + h.handpayId()
                    + " of " + e.win() + " credits for round " + roundId + " (" + e.gameId() + ")");
                SasQueue.raise(ctx, 0x51, e.win(), 1);
            } else {
                m.credits(m.credits() + e.win());
                m.add(Meter.COIN_OUT, e.win());
                m.add(Meter.TOTAL_WON, e.win());
                m.addGame(e.gameId(), GameMeter.COIN_OUT, e.win());
                countResult(m, e);
                out = withState(e, RoundState.PAID, ctx.now(), m.credits());
                SasQueue.raise(ctx, 0x7F, e.win(), 0);
            }
            Journal.update(ctx, out);
            core.finish(m);
            return out;
        });
    }

    HandpayRecord cashoutHandpay() {
        return core.write("start a cash-out handpay", () -> {
            MeterState m = core.cashOutReady();
            HandpayRecord h = Handpays.insert(ctx, Sequences.next(ctx, "handpay", config.journalHistory()),
                HandpayRecord.Kind.CANCELLED_CREDIT, 0, Kinds.payable(m));
            Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PENDING, "cancelled-credit handpay "
                + h.handpayId() + " of " + h.amount() + " credits");
            // 66 (cash-out button pressed) is the cabinet's, raised at the press (RoundFlow.cashOut)
            SasQueue.raise(ctx, 0x51, h.amount(), 0);
            core.finish(m);
            return h;
        });
    }

    HandpayRecord handpayPaid(long handpayId, String attendant) {
        return handpayPaid(handpayId, attendant, null);
    }

    /** Keys off a handpay; {@code validation} (may be null) is kept with it (docs/sas.md "Validated handpays"). */
    HandpayRecord handpayPaid(long handpayId, String attendant, HandpayValidation validation) {
        Args.requireText(attendant, "attendant");
        return core.write("pay handpay " + handpayId, () -> {
            MeterState m = core.checkedMeters();
            HandpayRecord h = Handpays.ROWS.get(ctx, handpayId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
                "no handpay " + handpayId));
            if (h.paid()) {
                throw new MeterException(Kind.ILLEGAL_STATE, "handpay " + handpayId + " was already paid at "
                    + h.paidAt() + " by " + h.attendant());
            }
            if (h.kind() == HandpayRecord.Kind.JACKPOT) {
                JournalEntry e = round(h.roundId(), "pay the jackpot of");
                if (e.state() != RoundState.HANDPAY_PENDING || e.win() != h.amount()) {
                    throw ctx.corrupt("jackpot handpay " + handpayId + " does not match round " + e.roundId()
                        + " (" + e.state() + ", win " + e.win() + ")");
                }
                m.add(Meter.JACKPOT, h.amount());
                m.add(Meter.TOTAL_WON, h.amount());
                m.add(Meter.TOTAL_HANDPAID, h.amount());
                m.addGame(e.gameId(), GameMeter.JACKPOT, h.amount());
                countResult(m, e);
                Journal.update(ctx, withState(e, RoundState.PAID, ctx.now(), m.credits()));
            } else if (h.kind() == HandpayRecord.Kind.BONUS_JACKPOT) {
                Bonuses.handpaid(m, h.amount());
            } else {
                Kinds.cashedOut(ctx, m, h.amount(), "cash-out handpay " + handpayId);
                m.add(Meter.HANDPAID_CANCELLED_CREDITS, h.amount());
                m.add(Meter.CANCELLED_CREDITS, h.amount());
                m.add(Meter.TOTAL_HANDPAID, h.amount());
            }
            HandpayRecord paid = new HandpayRecord(h.handpayId(), h.kind(), h.roundId(), h.amount(), true,
                h.requestedAt(), Ctx.instant(ctx.now()), attendant, validation);
            Handpays.update(ctx, paid);
            Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PAID, h.kind() + " handpay " + handpayId
                + " of " + h.amount() + " credits paid by " + attendant + (validation == null ? ""
                : ", validation " + validation.number() + " (sequence " + validation.sequence() + ", "
                + (validation.receipt() ? "receipt printed" : "no receipt") + ")"));
            if (validation != null) {
                // SAS validated handpay (docs/sas.md "Validated handpays"): its meters (008C-0093) and exception 3E
                // in the reset's own transaction, so a power cut leaves the handpay pending or validated, never half.
                String meter = HandpayValidation.meter(h.kind(), validation.receipt());
                m.add(meter + ":CREDITS", h.amount());
                m.add(meter + ":COUNT", 1);
                SasQueue.raise(ctx, HandpayValidation.EXCEPTION_VALIDATED, h.amount(), validation.sequence());
            }
            SasQueue.raise(ctx, 0x52, h.amount(), h.jackpot() ? 1 : 0);
            if (h.kind() == HandpayRecord.Kind.JACKPOT) {
                SasQueue.raise(ctx, 0x7F, h.amount(), 0);
            }
            core.finish(m);
            return paid;
        });
    }

    private static void countResult(MeterState m, JournalEntry e) {
        if (e.win() > 0) {
            m.add(Meter.GAMES_WON, 1);
            m.addGame(e.gameId(), GameMeter.GAMES_WON, 1);
        } else {
            m.add(Meter.GAMES_LOST, 1);
            m.addGame(e.gameId(), GameMeter.GAMES_LOST, 1);
        }
    }

    private static JournalEntry withState(JournalEntry e, RoundState state, Long paidAt, long creditsAfter) {
        return new JournalEntry(e.roundId(), e.gameId(), e.betLevel(), e.bet(), e.creditsBefore(), e.outcomeJson(),
            e.drawRecord(), e.win(), e.handpay(), state, e.decidedAt(), e.presentedAt(),
            paidAt == null ? null : Ctx.instant(paidAt), creditsAfter, e.versions());
    }

    private JournalEntry round(long roundId, String action) throws SQLException {
        return Journal.ROWS.get(ctx, roundId).orElseThrow(() -> new MeterException(Kind.ILLEGAL_STATE,
            "cannot " + action + " round " + roundId + ": the journal has no such round"));
    }
}
