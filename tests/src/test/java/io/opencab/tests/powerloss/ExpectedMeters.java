package io.opencab.tests.powerloss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.meters.BillDenominations;
import io.opencab.meters.GameMeter;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.MeterStore;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.NoteState;
import io.opencab.meters.Scope;
import java.util.Map;
import java.util.TreeMap;

/**
 * The lifetime meters recomputed independently from the records the store holds (each round,
 * bill and handpay once, by id): if the store lost, repeated or double-counted anything, its
 * meters and these disagree.
 */
final class ExpectedMeters {
    private final Map<String, Long> meters = new TreeMap<>();
    private final Map<String, Long> game = new TreeMap<>();
    private long credits;

    void round(JournalEntry e) {
        add(Meter.COIN_IN.key(), e.bet());
        add(Meter.GAMES_PLAYED.key(), 1);
        addGame(e.gameId(), GameMeter.COIN_IN, e.bet());
        addGame(e.gameId(), GameMeter.GAMES_PLAYED, 1);
        credits -= e.bet();
        if (e.handpay()) {
            add(Meter.JACKPOT.key(), e.win());
            add(Meter.TOTAL_HANDPAID.key(), e.win());
            addGame(e.gameId(), GameMeter.JACKPOT, e.win());
        } else {
            add(Meter.COIN_OUT.key(), e.win());
            addGame(e.gameId(), GameMeter.COIN_OUT, e.win());
            credits += e.win();
        }
        add(Meter.TOTAL_WON.key(), e.win());
        add(e.win() > 0 ? Meter.GAMES_WON.key() : Meter.GAMES_LOST.key(), 1);
        addGame(e.gameId(), e.win() > 0 ? GameMeter.GAMES_WON : GameMeter.GAMES_LOST, 1);
    }

    void note(NoteRecord n) {
        if (n.state() == NoteState.STACKED) {
            add(Meter.BILLS_IN_CREDITS.key(), n.credits());
            add(Meter.DROP.key(), n.credits());
            add(BillDenominations.key(n.valueCents()), 1);
            credits += n.credits();
        }
    }

    void handpay(HandpayRecord h) {
        if (h.kind() == HandpayRecord.Kind.CANCELLED_CREDIT && h.paid()) {
            add(Meter.HANDPAID_CANCELLED_CREDITS.key(), h.amount());
            add(Meter.CANCELLED_CREDITS.key(), h.amount());
            add(Meter.TOTAL_HANDPAID.key(), h.amount());
            credits -= h.amount();
        }
    }

    /** Every money meter of the store equals the recomputed one. */
    void assertMatches(MeterSnapshot m, String when) {
        assertEquals(credits, m.credits(), "credit meter " + when);
        for (Meter meter : new Meter[] {Meter.COIN_IN, Meter.COIN_OUT, Meter.JACKPOT, Meter.HANDPAID_CANCELLED_CREDITS,
            Meter.CANCELLED_CREDITS, Meter.GAMES_PLAYED, Meter.GAMES_WON, Meter.GAMES_LOST, Meter.BILLS_IN_CREDITS,
            Meter.TOTAL_WON, Meter.TOTAL_HANDPAID, Meter.DROP}) {
            assertEquals(meters.getOrDefault(meter.key(), 0L), m.get(Scope.LIFETIME, meter), meter + " " + when);
        }
        for (long v : BillDenominations.valuesCents()) {
            String k = BillDenominations.key(v);
            assertEquals(meters.getOrDefault(k, 0L), m.get(Scope.LIFETIME, k), "bills of " + v + " cents " + when);
        }
        game.forEach((k, v) -> {
            String[] p = k.split(" ");
            assertEquals(v, m.game(Scope.LIFETIME, p[0], GameMeter.valueOf(p[1])), "game meter " + k + " " + when);
        });
        long identity = Math.floorMod(m.get(Meter.BILLS_IN_CREDITS) + m.get(Meter.COIN_OUT) - m.get(Meter.COIN_IN)
            - m.get(Meter.CANCELLED_CREDITS), MeterStore.ROLLOVER);
        assertEquals(m.credits(), identity, "self-audit identity " + when);
    }

    private void add(String key, long v) {
        meters.merge(key, v, Long::sum);
    }

    private void addGame(String gameId, GameMeter m, long v) {
        game.merge(gameId + " " + m.name(), v, Long::sum);
    }
}
