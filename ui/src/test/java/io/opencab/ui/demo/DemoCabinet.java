package io.opencab.ui.demo;

import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.Diagnostics;
import io.opencab.ui.port.HistoryEntry;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskPort;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.Meters;
import io.opencab.ui.port.PlayerRules;
import io.opencab.ui.port.PresentedRound;
import io.opencab.ui.port.RecallEntry;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * TEST / DEMO ONLY - not the cabinet. A fake of both kiosk ports that decides rounds with the
 * real engine and a seeded RNG and keeps its meters in memory, so the kiosk can be tested and
 * shown without firmware-app. The real cabinet (firmware-app) replaces it with an adapter over
 * its meter store and devices. Synchronized: actions come from the kiosk's action thread, reads
 * from tests.
 */
public final class DemoCabinet implements KioskPort, AttendantPort {
    public static final String ATTENDANT_PIN = "1234";
    public static final String TECHNICIAN_PIN = "9999";

    private final DemoGames games;
    private final Clock clock;
    private final List<Consumer<? super KioskState>> listeners = new CopyOnWriteArrayList<>();
    private final List<RecallEntry> journal = new ArrayList<>();
    private final DemoLog eventLog;
    private final List<BillEntry> bills = new ArrayList<>();
    private final DemoConfig config = new DemoConfig();
    private final Map<String, Boolean> lamps = DemoConfig.lamps();
    private final DemoMeters meters = new DemoMeters();
    private PlayerRules rules;
    private long handpayLimit = 1_000_000;
    private long credits;
    private long lastWin;
    private PresentedRound round;
    private Lockup lockup;
    private KioskState.Access access = KioskState.Access.NONE;
    private String message;
    private io.opencab.ui.port.VerifyResult verified;
    private long nextRound = 1;
    private long nextBill = 1;

    public DemoCabinet(GameCatalog catalog, GameRng rng, Clock clock) {
        this.games = new DemoGames(catalog, rng);
        this.clock = clock;
        this.eventLog = new DemoLog(clock);
        rules = new PlayerRules(true, 100, false, true, true, true, List.of(500L, 1000L, 2000L, 5000L, 10000L, 20000L));
        config.put("cabinet.handpayLimit", Long.toString(handpayLimit));
        log("POWER_UP", "demo cabinet started");
    }

    // ---- test controls --------------------------------------------------------------------

    /** The next Spin plays {@code o} instead of drawing (screenshots of a chosen feature). */
    public synchronized void force(RoundOutcome o) {
        games.force(o);
    }

    public synchronized void rules(PlayerRules r) {
        rules = r;
        publish();
    }

    public synchronized void handpayLimit(long limit) {
        handpayLimit = limit;
        config.put("cabinet.handpayLimit", Long.toString(limit));
    }

    public synchronized long credits() {
        return credits;
    }

    /** A tilt (device fault) as the cabinet would raise it. */
    public synchronized void tilt(String code, String reason) {
        lockup = new Lockup(Lockup.Kind.TILT, code, reason, 0, "Please call an attendant. Your credits are safe.");
        log("TILT_RAISED", code + " " + reason);
        publish();
    }

    public synchronized List<RecallEntry> journal() {
        return List.copyOf(journal);
    }

    // ---- KioskPort ----------------------------------------------------------------------------

    @Override
    public synchronized KioskState state() {
        List<HistoryEntry> history = !rules.historyEnabled() ? List.of() : DemoLog.newest(journal, 10).stream()
                .map(e -> new HistoryEntry(e.roundId(), e.at(), e.outcome().gameId(), e.outcome().bet(),
                        e.outcome().totalWin(), e.creditsAfter())).toList();
        return new KioskState(games.infos(), games.selected(), games.level(), credits, 1, "EUR", lastWin, round,
                lockup, access, rules, history, message);
    }

    private final DemoDoors doors = new DemoDoors();

    @Override
    public void addListener(Consumer<? super KioskState> listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(Consumer<? super KioskState> listener) {
        listeners.remove(listener);
    }

    @Override
    public synchronized void submit(KioskAction action) {
        message = null;
        switch (action) {
            case KioskAction.Spin s -> spin();
            case KioskAction.ChangeBet b -> bet(b.direction());
            case KioskAction.MaxBet m -> {
                // Like the cabinet: the largest bet the credits cover (issue 24).
                if (idle() && !games.maxBet(credits)) {
                    message = "Not enough credits: insert a bill";
                }
            }
            case KioskAction.CashOut c -> cashOut();
            case KioskAction.CallAttendant c -> {
                message = "An attendant has been called";
                log("CABINET", "player called an attendant");
            }
            case KioskAction.SelectGame g -> {
                if (round == null) {
                    games.select(g.gameId());
                }
            }
            case KioskAction.RoundPresented p -> presented(p.roundId());
            case KioskAction.InsertBill b -> bill(b.valueCents());
            case KioskAction.KeyTurn k -> {
                access = k.on() ? KioskState.Access.PIN_REQUIRED : KioskState.Access.NONE;
                log(k.on() ? "ATTENDANT_KEY_ON" : "ATTENDANT_KEY_OFF", "");
            }
            case KioskAction.EnterPin p -> pin(p.pin());
            case KioskAction.DoorToggle d -> door(d.door());
            case KioskAction.Autoplay a -> log("AUTOPLAY", (a.running() ? "started " : "stopped ") + a.settings());
            case KioskAction.Attendant a -> attendant(a.request());
        }
        publish();
    }

    /** Like the cabinet: an open door is a lockup that closes with the door. */
    private void door(String door) {
        log(doors.toggle(door) ? "DOOR_OPEN" : "DOOR_CLOSED", door);
        lockup = doors.lockup(lockup);
    }

    private boolean idle() {
        return games.selected() != null && round == null && lockup == null;
    }

    private void spin() {
        if (!idle()) {
            return;
        }
        if (credits < games.bet()) {
            message = "Not enough credits: insert a bill";
            return;
        }
        RoundOutcome o = games.next();
        long before = credits;
        credits -= o.bet();
        meters.add(o.gameId(), "0000", "Coin in", o.bet(), true);
        meters.add(o.gameId(), "0005", "Games played", 1, false);
        round = new PresentedRound(nextRound++, o, before);
    }

    private void presented(long id) {
        if (round == null || round.roundId() != id) {
            return;
        }
        RoundOutcome o = round.outcome();
        long win = o.totalWin();
        meters.add(o.gameId(), win > 0 ? "0006" : "0007", win > 0 ? "Games won" : "Games lost", 1, false);
        String state = "PAID";
        if (win >= handpayLimit) {
            lockup = new Lockup(Lockup.Kind.HANDPAY_JACKPOT, "HP" + id, "Jackpot of round " + id, win,
                    "Please wait: an attendant will pay you by hand.");
            meters.add(o.gameId(), "0002", "Jackpot (handpaid)", win, true);
            log("HANDPAY_PENDING", "jackpot " + win + " round " + id);
            state = "HANDPAY_PENDING";
        } else {
            credits += win;
            meters.add(o.gameId(), "0001", "Coin out", win, true);
        }
        lastWin = win;
        journal.add(new RecallEntry(id, clock.instant(), state, round.creditsBefore(), credits, o, "demo: no versions"));
        round = null;
    }

    private void bet(int direction) {
        if (idle()) {
            games.step(direction);
        }
    }

    private void cashOut() {
        if (round != null || lockup != null || credits == 0) {
            return;
        }
        lockup = new Lockup(Lockup.Kind.HANDPAY_CASHOUT, "CO" + eventLog.nextId(), "Cash out of " + credits + " credits", credits,
                "Please wait: an attendant will pay you by hand.");
        meters.add("0003", "Handpaid cancelled credits", credits, true);
        log("HANDPAY_PENDING", "cash out of " + credits + " credits");
        credits = 0;
    }

    private void bill(long cents) {
        if (!rules.simulatedDevices()) {
            return;
        }
        if (lockup != null) {
            // Like the cabinet: no bill is taken during a lockup, and the player is told why it came back.
            bills.add(new BillEntry(nextBill++, clock.instant(), cents, 0, "RETURNED", "machine locked"));
            message = "bill of " + cents + " cents returned: the machine is locked";
            return;
        }
        credits += cents; // 1 cent per credit in the demo
        meters.add("000B", "Bills in (credits)", cents, true);
        bills.add(new BillEntry(nextBill++, clock.instant(), cents, cents, "STACKED", ""));
        log("BILL_STACKED", cents + " cents");
    }

    private void pin(String pin) {
        if (access != KioskState.Access.PIN_REQUIRED) {
            return;
        }
        switch (pin) {
            case ATTENDANT_PIN -> access = KioskState.Access.ATTENDANT;
            case TECHNICIAN_PIN -> access = KioskState.Access.TECHNICIAN;
            default -> message = "Wrong PIN";
        }
        log("ATTENDANT_LOGIN", message == null ? access.name() : "wrong PIN");
    }

    private void attendant(AttendantRequest r) {
        if (access != KioskState.Access.ATTENDANT && access != KioskState.Access.TECHNICIAN) {
            return;
        }
        switch (r) {
            case AttendantRequest.HandpayPaid h -> {
                if (lockup != null && lockup.handpay()) {
                    message = "handpay " + lockup.code() + " paid";
                    log("HANDPAY_PAID", lockup.code() + " " + lockup.amount());
                    lockup = null;
                }
            }
            case AttendantRequest.ClearTilt _, AttendantRequest.ResolveTicket _, AttendantRequest.ResolveRedeem _ -> {
                if (lockup != null && lockup.kind() == Lockup.Kind.TILT) {
                    log("TILT_CLEARED", lockup.code());
                    lockup = null;
                }
            }
            case AttendantRequest.ClearPeriod p -> {
                meters.clearPeriod();
                message = "period meters cleared";
                log("PERIOD_CLEAR", access.name());
            }
            case AttendantRequest.RamClear c -> {
                if (access == KioskState.Access.TECHNICIAN) {
                    meters.clearAll();
                    journal.clear();
                    bills.clear();
                    eventLog.clear();
                    credits = 0;
                    lastWin = 0;
                    log("RAM_CLEAR", c.reason());
                }
            }
            case AttendantRequest.SetConfig s -> {
                if (access == KioskState.Access.TECHNICIAN) {
                    String result = config.set(s.key(), s.value(), access.name().toLowerCase(java.util.Locale.ROOT),
                            this::log);
                    message = result == null ? message : result;
                }
            }
            case AttendantRequest.LampTest l -> {
                lamps.put(l.lamp(), l.on());
                log("LAMP_TEST", l.lamp() + (l.on() ? " on" : " off"));
            }
            case AttendantRequest.VerifySoftware v -> {
                // Like the cabinet: a seed that is not hex is refused, and the check is not run.
                message = v.seedHex() != null && !v.seedHex().matches("[0-9a-fA-F]{2,64}") ? "seed '" + v.seedHex()
                        + "' refused: 2 to 64 hex digits" : null;
                verified = message != null ? verified : DemoVerify.check(clock.instant(), v.seedHex());
                log("SOFTWARE_VERIFICATION", message != null ? message : "passed: demo cabinet");
            }
            case AttendantRequest.Logout l -> access = KioskState.Access.PIN_REQUIRED;
        }
    }

    private void log(String type, String detail) {
        eventLog.log(type, detail);
    }

    private void publish() {
        KioskState s = state();
        for (Consumer<? super KioskState> l : listeners) {
            l.accept(s);
        }
    }

    // ---- AttendantPort ------------------------------------------------------------------------

    @Override
    public synchronized Meters meters() {
        return meters.view(credits, bills.size());
    }

    /** A master meter's value (tests). */
    public synchronized long master(String code) {
        return meters.master(code);
    }

    @Override
    public synchronized List<RecallEntry> recall(int n) {
        List<RecallEntry> r = new ArrayList<>();
        for (int i = journal.size() - 1; i >= 0 && r.size() < n; i--) {
            r.add(journal.get(i));
        }
        return r;
    }

    @Override
    public synchronized List<LogEntry> events(int n) {
        return eventLog.newest(n);
    }

    @Override
    public synchronized List<BillEntry> bills(int n) {
        return DemoLog.newest(bills, n);
    }

    @Override
    public synchronized Diagnostics diagnostics() {
        return DemoConfig.diagnostics(access != KioskState.Access.NONE, lamps, verified);
    }

    /** Every setting read-only for {@code reason}, as on the cabinet's built-in configuration ("": editable). */
    public synchronized void configReadOnly(String reason) {
        config.readOnly(reason);
    }

    @Override
    public synchronized List<ConfigItem> configuration() {
        return config.items();
    }

    /** A seeded catalog cabinet with the standard games. */
    public static DemoCabinet seeded(long seed) {
        return new DemoCabinet(GameCatalog.standard(), io.opencab.engine.rng.SeededStreams.single(seed),
                Clock.fixed(Instant.parse("2026-12-01T18:30:00Z"), java.time.ZoneOffset.UTC));
    }
}
