package io.opencab.app.sas;

import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.cabinet.state.HostGate;
import io.opencab.meters.BillDenominations;
import io.opencab.meters.GameMeter;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.HandpayValidation;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.NoteState;
import io.opencab.meters.SasEvent;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketInRecord;
import io.opencab.meters.TicketIns;
import io.opencab.meters.TicketOuts;
import io.opencab.sas.HandpayMeters;
import io.opencab.sas.SasSnapshot;
import io.opencab.sas.tito.TicketIn;
import io.opencab.sas.tito.TicketMeters;
import io.opencab.sas.tito.TicketStatus;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the SAS snapshot from one read of the meter store and the cabinet's published state
 * (docs/sas.md "How it is built"): every meter value is the store's own, never a second counter.
 */
final class SasSnapshots {
    /** How many handpays the snapshot's handpay queue can hold: SAS 6.02 section 7.8.1 asks for at least 5. */
    static final int HANDPAY_QUEUE = 16;

    /**
     * What one store read returns.
     *
     * @param handpays the newest handpays, newest first (the handpay queue is those after {@code reportedThrough})
     * @param printed the newest printed tickets for LP 4D, newest first (empty without ticket validation)
     */
    record StoreRead(MeterSnapshot meters, List<SasEvent> queue, Optional<HandpayRecord> handpay, List<NoteRecord> lastBill,
                     List<TicketInRecord> lastTicketIn, List<HandpayRecord> handpays, long reportedThrough,
                     List<io.opencab.meters.TicketRecord> printed) {
    }

    /** One read of the store (the SAS service's thread, under the store's lock). */
    static StoreRead read(io.opencab.meters.MeterStore s, long reportedThrough, boolean validates) {
        return new StoreRead(s.meters(), s.sasQueue().pending(), s.pendingHandpay(), s.billLog(1), TicketIns.of(s).log(1),
            s.handpays(HANDPAY_QUEUE), reportedThrough, validates ? TicketOuts.of(s).log(31) : List.of());
    }

    private SasSnapshots() {
    }

    static SasSnapshot build(StoreRead r, CabinetState st, HostGate gate, String serial, String currency,
                             java.time.ZoneId zone, int ticketExpiryDays) {
        MeterSnapshot m = r.meters();
        Map<Integer, Long> meters = new HashMap<>();
        for (Meter meter : Meter.values()) {
            if (meter.sas()) {
                meters.put(Integer.parseInt(meter.key(), 16), m.get(meter));
            }
        }
        BillDenominations.byKey().forEach((key, cents) -> meters.put(Integer.parseInt(key, 16), m.get(Scope.LIFETIME, key)));
        meters.putAll(TicketMeters.codes(m.get(Scope.LIFETIME, TicketIns.CREDITS_METER), m.get(Scope.LIFETIME,
            TicketIns.COUNT_METER), m.get(Scope.LIFETIME, TicketOuts.CREDITS_METER), m.get(Scope.LIFETIME,
            TicketOuts.COUNT_METER), st.denominationCents()));
        validatedHandpayMeters(meters, m, st.denominationCents());
        io.opencab.sas.AftMeters.put(meters, io.opencab.meters.CreditKinds.sasMeters(m), st.denominationCents());
        io.opencab.sas.AftMeters.put(meters, io.opencab.meters.BonusAwards.sasMeters(m), st.denominationCents());
        List<SasSnapshot.Game> games = new ArrayList<>();
        int selected = 0;
        for (GameChoice c : st.games()) {
            games.add(game(c, m, gate));
            if (c.gameId().equals(st.gameId())) {
                selected = games.size();
            }
        }
        Optional<SasSnapshot.Handpay> hp = r.handpay().map(h -> new SasSnapshot.Handpay(h.amount(),
            h.jackpot()));
        Optional<SasSnapshot.LastBill> bill = r.lastBill().stream().filter(n -> n.state() == NoteState.STACKED).findFirst()
            .map(n -> new SasSnapshot.LastBill(n.valueCents(), m.billCount(Scope.LIFETIME, n.valueCents())));
        List<SasSnapshot.QueuedException> queue = r.queue().stream()
            .map(e -> new SasSnapshot.QueuedException(e.id(), e.code(), e.v1(), e.v2())).toList();
        return new SasSnapshot(meters, m.get(Scope.POWER_UP, Meter.GAMES_PLAYED), m.get(Scope.DOOR_CLOSE, Meter.GAMES_PLAYED),
            m.doorOpenings(Scope.LIFETIME, "MAIN"), m.get(Meter.POWER_RESETS), games, selected, st.denominationCents(),
            serial, hp, bill, queue, gate.billsDisabled(), gate.playDisabled(), currency,
            r.lastTicketIn().stream().findFirst().map(SasSnapshots::ticketIn), handpayQueue(r),
            SasValidation.records(r.printed(), r.handpays(), zone, ticketExpiryDays, st.denominationCents()));
    }

    /** Meters 008C-0093 (docs/sas.md "Validated handpays") from the store's credits and counts by kind and receipt. */
    private static void validatedHandpayMeters(Map<Integer, Long> meters, MeterSnapshot m, long denominationCents) {
        Map<Integer, String> keys = Map.of(HandpayMeters.CANCELLED_RECEIPT_CENTS, HandpayValidation.CANCELLED_RECEIPT,
            HandpayMeters.JACKPOT_RECEIPT_CENTS, HandpayValidation.JACKPOT_RECEIPT,
            HandpayMeters.CANCELLED_NO_RECEIPT_CENTS, HandpayValidation.CANCELLED_NO_RECEIPT,
            HandpayMeters.JACKPOT_NO_RECEIPT_CENTS, HandpayValidation.JACKPOT_NO_RECEIPT);
        keys.forEach((code, key) -> HandpayMeters.put(meters, code, m.get(Scope.LIFETIME, key + ":CREDITS"),
            m.get(Scope.LIFETIME, key + ":COUNT"), denominationCents));
    }

    /** The handpays the host has not had every report of, oldest first (SAS 6.02 section 7.8.1). */
    static List<SasSnapshot.HandpayEntry> handpayQueue(StoreRead r) {
        List<SasSnapshot.HandpayEntry> out = new ArrayList<>();
        for (HandpayRecord h : r.handpays().reversed()) {
            if (h.handpayId() > r.reportedThrough()) {
                out.add(new SasSnapshot.HandpayEntry(h.handpayId(), h.amount(), h.jackpot(),
                    h.paid()));
            }
        }
        return out;
    }

    /**
     * The newest ticket inserted, as LP 70/71 report it: waiting for the host while in escrow, pending while
     * authorised (or in doubt, until an attendant resolves it), then finished with the status it ended with.
     */
    static TicketIn ticketIn(TicketInRecord t) {
        return switch (t.state()) {
            case ESCROWED -> new TicketIn(t.validation(), TicketIn.Phase.WAITING_FOR_HOST, 0,
                TicketStatus.WAITING_FOR_LONG_POLL_71);
            case AUTHORISED, IN_DOUBT -> new TicketIn(t.validation(), TicketIn.Phase.PENDING, t.amountCents(),
                TicketStatus.PENDING);
            case STACKED -> new TicketIn(t.validation(), TicketIn.Phase.FINISHED, t.amountCents(), TicketStatus.REDEEMED);
            case RETURNED -> new TicketIn(t.validation(), TicketIn.Phase.FINISHED, 0, t.hostStatus());
        };
    }

    private static SasSnapshot.Game game(GameChoice c, MeterSnapshot m, HostGate gate) {
        Map<Integer, Long> gm = Map.of(
            0x00, m.game(Scope.LIFETIME, c.gameId(), GameMeter.COIN_IN),
            0x01, m.game(Scope.LIFETIME, c.gameId(), GameMeter.COIN_OUT),
            0x02, m.game(Scope.LIFETIME, c.gameId(), GameMeter.JACKPOT),
            0x05, m.game(Scope.LIFETIME, c.gameId(), GameMeter.GAMES_PLAYED),
            0x06, m.game(Scope.LIFETIME, c.gameId(), GameMeter.GAMES_WON),
            0x07, m.game(Scope.LIFETIME, c.gameId(), GameMeter.GAMES_LOST));
        int rtp = c.targetRtpPpm() / 100;
        String id = initials(c.gameId());
        long maxBet = c.bet(c.betLevels().getLast());
        return new SasSnapshot.Game(id, id + String.format(Locale.ROOT, "%04d", Math.min(9999, rtp)), rtp, maxBet,
            !gate.gameDisabled(c.gameId()), c.name(), gm);
    }

    /** The two-letter SAS game id: the initials of the first two words of our id ("christmas-tree" is CT). */
    static String initials(String gameId) {
        String[] w = gameId.split("[^A-Za-z0-9]+");
        String s = w.length > 1 ? "" + w[0].charAt(0) + w[1].charAt(0) : (w[0] + "X").substring(0, 2);
        return s.toUpperCase(Locale.ROOT);
    }

    /** The SAS game number of game {@code id}: its place in the cabinet's game list, from 1 (0: none). */
    static int gameNumber(List<GameChoice> games, String id) {
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).gameId().equals(id)) {
                return i + 1;
            }
        }
        return 0;
    }
}
