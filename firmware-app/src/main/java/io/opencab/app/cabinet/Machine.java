package io.opencab.app.cabinet;

import io.opencab.app.AppException;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.GameSetting;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.hal.Devices;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.hal.bill.sim.SimBillValidator;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.EventType;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.RoundState;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * The cabinet's state and its transitions. Only the cabinet thread touches it: every action of the
 * queue is handled here, one at a time, then {@link Cabinet} publishes the new snapshot. Money moves
 * only in the meter store, through {@link Money}; this class keeps what the screen shows.
 *
 * <p>A round: the bet is checked, the game decides the whole round on the live RNG (recorded),
 * the round is journaled with its JSON and draws ({@code decide}: bet off the credit meter) before
 * anything is shown (PLAYING), marked presented (PRESENTING), and paid exactly once when the
 * screen has shown it or at the presentation timeout ({@code paid}: win to the credit meter, or a
 * jackpot handpay at or above the handpay limit).
 */
final class Machine {
    final CabinetConfig config;
    final GameLibrary games;
    final RoundPlayer player;
    final Money money;
    final Devices devices;
    final Clock clock;
    final SoftwareVerifier verifier;
    final List<GameChoice> choices;
    final Outputs outputs;
    /** Publishes the state in the middle of an action (PLAYING, CASH_OUT). */
    Runnable publish = () -> { };
    /** Arms the presentation timeout of a round. */
    LongConsumer armTimeout = id -> { };
    final Attendant attendant;

    StateKind base = StateKind.IDLE;
    RoundView round;
    HandpayView handpay;
    final Map<String, Tilt> tilts = new LinkedHashMap<>();
    Session session;
    boolean keyOn;
    boolean keyPending;
    String gameId;
    int betLevel;
    long credits;
    long lastWin;
    String message = "";
    boolean serviceCall;
    final Map<Door, Boolean> doors = new EnumMap<>(Door.class);

    Machine(CabinetConfig config, GameLibrary games, RoundPlayer player, Money money, Devices devices, Clock clock,
            SoftwareVerifier verifier, Attendant.ConfigWriter configWriter) {
        this.config = config;
        this.games = games;
        this.player = player;
        this.money = money;
        this.devices = devices;
        this.clock = clock;
        this.verifier = verifier;
        this.choices = choices(config, games);
        this.outputs = new Outputs(this);
        this.attendant = new Attendant(this, configWriter);
        this.gameId = choices.getFirst().gameId();
        this.betLevel = choices.getFirst().betLevels().getFirst();
        for (Door d : Door.values()) {
            doors.put(d, false);
        }
    }

    private static List<GameChoice> choices(CabinetConfig config, GameLibrary games) {
        List<GameChoice> out = new ArrayList<>();
        for (GameSetting s : config.games()) {
            Game g = games.game(s.gameId());
            if (g == null) {
                throw new AppException("configured game " + s.gameId() + " is not in this firmware");
            }
            GameInfo info = g.info();
            out.add(new GameChoice(info.id(), info.name(), s.betLevels(), info.coinsPerLevel(), info.targetRtpPpm()));
        }
        if (out.isEmpty()) {
            throw new AppException("no game is enabled");
        }
        return List.copyOf(out);
    }

    // ------------------------------------------------------------------ the state

    /** What the screen shows: an attendant session over everything, a tilt over the player's states. */
    StateKind kind() {
        if (session != null) {
            return StateKind.ATTENDANT_MENU;
        }
        if (!tilts.isEmpty()) {
            return StateKind.TILT;
        }
        return base;
    }

    GameChoice choice() {
        return choice(gameId);
    }

    GameChoice choice(String id) {
        for (GameChoice c : choices) {
            if (c.gameId().equals(id)) {
                return c;
            }
        }
        return null;
    }

    CabinetState snapshot(long sequence, Instant at) {
        GameChoice c = choice();
        return new CabinetState(sequence, at, kind(), config.cabinetId(), config.denominationCents(), credits,
            config.creditLimit(), choices, gameId, betLevel, c.bet(betLevel), lastWin, Optional.ofNullable(round),
            Optional.ofNullable(handpay), List.copyOf(tilts.values()),
            Optional.ofNullable(session).map(Session::view), outputs.accepting(), doors, serviceCall, message);
    }

    // ------------------------------------------------------------------ dispatch

    /** A handled action: carried out or refused, and why. */
    record Reply(boolean accepted, String message) {
    }

    Reply handle(Action action) {
        String refused = Rules.refusal(kind(), action);
        if (refused != null) {
            return refuse(refused);
        }
        return switch (action) {
            case Action.ButtonPressed b -> button(b);
            case Action.DoorChanged d -> door(d.door(), d.open());
            case Action.KeyTurned k -> attendant.key(k.on());
            case Action.BillReported r -> bill(r.event());
            case Action.ServiceCall s -> {
                serviceCall = !serviceCall;
                yield ok(serviceCall ? "attendant called" : "attendant call cancelled");
            }
            case Action.SelectGame g -> selectGame(g.gameId());
            case Action.ShowGameSelect g -> {
                base = StateKind.GAME_SELECT;
                yield ok("");
            }
            case Action.SetBetLevel b -> setBetLevel(b.level());
            case Action.BetUp b -> stepBet(+1);
            case Action.BetDown b -> stepBet(-1);
            case Action.MaxBet b -> setBetLevel(choice().betLevels().getLast());
            case Action.Spin s -> base == StateKind.PRESENTING ? presentationDone(round.roundId(), "skipped to the end")
                : spin();
            case Action.PresentationProgress p -> progress(p.roundId(), p.shownSteps());
            case Action.PresentationDone p -> presentationDone(p.roundId(), "shown");
            case Action.CashOut c -> cashOut();
            case Action.Help h -> {
                base = base == StateKind.HELP ? StateKind.IDLE : StateKind.HELP;
                yield ok("");
            }
            case Action.Back b -> {
                base = StateKind.IDLE;
                yield ok("");
            }
            case Action.InsertBill b -> insertBill(b.valueCents());
            case Action.EnterPin p -> attendant.pin(p.pin());
            case Action.KeyOffHandpay k -> attendant.keyOffHandpay();
            case Action.ClearTilt c -> attendant.clearTilt(c.code());
            case Action.ResolveBill r -> attendant.resolveBill(r.stacked());
            case Action.ClearPeriodMeters c -> attendant.clearPeriod();
            case Action.RequestRamClear r -> attendant.requestRamClear();
            case Action.ConfirmRamClear c -> attendant.confirmRamClear();
            case Action.CancelRamClear c -> attendant.cancelRamClear();
            case Action.LampTest l -> attendant.lampTest(l.on());
            case Action.VerifySoftware v -> attendant.verifySoftware(v.seedHex());
            case Action.SetConfig s -> attendant.setConfig(s.key(), s.value());
        };
    }

    Reply ok(String why) {
        message = why;
        return new Reply(true, why);
    }

    Reply refuse(String why) {
        message = why;
        return new Reply(false, why);
    }

    // ------------------------------------------------------------------ player

    private Reply button(Action.ButtonPressed b) {
        if (!b.pressed()) {
            return new Reply(true, "");
        }
        if (session != null) {
            // Button test and menu navigation: the press is shown to the attendant, never played.
            session.lastButton = b.button();
            session.presses++;
            return new Reply(true, "button " + b.button());
        }
        Action a = Rules.actionOf(b.button());
        if (b.button() == io.opencab.hal.gpio.Button.GAME_SELECT && base == StateKind.GAME_SELECT) {
            a = new Action.Back();
        }
        return handle(a);
    }

    private Reply selectGame(String id) {
        GameChoice c = choice(id);
        if (c == null) {
            return refuse("game " + id + " is not enabled on this cabinet");
        }
        if (!id.equals(gameId)) {
            gameId = id;
            betLevel = c.betLevels().contains(betLevel) ? betLevel : c.betLevels().getFirst();
            round = null;
        }
        base = StateKind.IDLE;
        return ok(c.name());
    }

    private Reply setBetLevel(int level) {
        GameChoice c = choice();
        if (!c.betLevels().contains(level)) {
            return refuse("bet level " + level + " is not offered for " + c.name() + " (levels " + c.betLevels() + ")");
        }
        betLevel = level;
        base = StateKind.IDLE;
        return ok("bet " + c.bet(level));
    }

    private Reply stepBet(int direction) {
        List<Integer> levels = choice().betLevels();
        int i = levels.indexOf(betLevel) + direction;
        if (i < 0 || i >= levels.size()) {
            return refuse(direction > 0 ? "already the highest bet" : "already the lowest bet");
        }
        return setBetLevel(levels.get(i));
    }

    private Reply spin() {
        GameChoice c = choice();
        long bet = c.bet(betLevel);
        refreshCredits();
        if (credits < bet) {
            return refuse("not enough credits: a bet of " + bet + " needs " + (bet - credits) + " more");
        }
        Game game = games.game(gameId);
        RoundPlayer.Decided d = player.decide(game, betLevel);
        JournalEntry e;
        try {
            // Credits read afresh under the money lock: a bill may have been stacked a moment ago.
            e = money.withCredits((s, now) -> s.decide(d.decision(now)));
        } catch (MeterException ex) {
            storeFailure(ex);
            return refuse("the round could not be journaled, nothing was bet: " + ex.getMessage());
        }
        credits = e.creditsBefore() - e.bet();
        lastWin = 0;
        round = new RoundView(e.roundId(), gameId, betLevel, bet, e.creditsBefore(), d.outcome(), d.json(), 0,
            RoundView.Phase.DECIDED, false);
        base = StateKind.PLAYING;
        message = "";
        publish.run();
        return present();
    }

    /** Marks the journaled round presented and shows it; a store that cannot write tilts, the round stays. */
    Reply present() {
        base = StateKind.PRESENTING;
        armTimeout.accept(round.roundId());
        try {
            long id = round.roundId();
            money.with(s -> s.presented(id));
            round = round.withPhase(RoundView.Phase.PRESENTING);
        } catch (MeterException ex) {
            storeFailure(ex);
            return refuse("round " + round.roundId() + " is journaled but could not be marked presented: " + ex.getMessage());
        }
        return ok("");
    }

    private Reply progress(long roundId, int steps) {
        if (round == null || round.roundId() != roundId) {
            return refuse("round " + roundId + " is not being presented");
        }
        round = round.withShownSteps(Math.max(steps, round.shownSteps()));
        return new Reply(true, "");
    }

    /** Pays the presented round once (win to credits, or a jackpot handpay lockup). */
    Reply presentationDone(long roundId, String how) {
        if (round == null || round.roundId() != roundId || round.phase() == RoundView.Phase.PAID) {
            return refuse("round " + roundId + " is not being presented");
        }
        JournalEntry paid;
        try {
            boolean mark = round.phase() == RoundView.Phase.DECIDED;
            // A jackpot's entry has no credits after (-1) until its handpay: the meter is read again then.
            paid = money.with(s -> {
                if (mark) {
                    s.presented(roundId);
                }
                return s.paid(roundId);
            }, JournalEntry::creditsAfter);
        } catch (MeterException ex) {
            storeFailure(ex);
            return refuse("round " + roundId + " could not be paid now; it will be: " + ex.getMessage());
        }
        round = round.withPhase(RoundView.Phase.PAID);
        lastWin = paid.win();
        if (paid.state() == RoundState.HANDPAY_PENDING) {
            HandpayRecord h = money.with(s -> s.pendingHandpay()).orElseThrow(() -> new AppException(
                "round " + roundId + " is a jackpot but no handpay is pending"));
            handpay = view(h);
            base = StateKind.HANDPAY_PENDING;
            afterRound();
            return ok("JACKPOT " + paid.win() + " credits: handpay, please call an attendant");
        }
        credits = paid.creditsAfter();
        base = StateKind.PAID;
        afterRound();
        return ok(paid.win() > 0 ? "won " + paid.win() + " credits (" + how + ")" : "");
    }

    private void afterRound() {
        if (keyPending) {
            keyPending = false;
            if (keyOn) {
                attendant.openSession();
            }
        }
    }

    HandpayView view(HandpayRecord h) {
        return new HandpayView(h.handpayId(), h.kind() == HandpayRecord.Kind.JACKPOT, h.amount(),
            h.amount() * config.denominationCents(), h.roundId());
    }

    private Reply cashOut() {
        refreshCredits();
        if (credits == 0) {
            return refuse("no credits to cash out");
        }
        StateKind before = base;
        base = StateKind.CASH_OUT;
        // Inhibit the validator first (outside the money lock), then check no bill is on its way.
        publish.run();
        HandpayRecord h;
        try {
            h = money.with(s -> s.pendingBill().isPresent() ? null : s.cashoutHandpay());
        } catch (MeterException ex) {
            base = before;
            storeFailure(ex);
            return refuse("cash out failed: " + ex.getMessage());
        }
        if (h == null) {
            base = before;
            return refuse("a bill is being stacked: cash out again in a moment");
        }
        handpay = view(h);
        round = null;
        base = StateKind.HANDPAY_PENDING;
        return ok("cash out " + h.amount() + " credits: handpay, please call an attendant");
    }

    private Reply insertBill(long valueCents) {
        Optional<BillValidator> v = devices.billValidator();
        if (v.isEmpty() || !(v.get() instanceof SimBillValidator sim)) {
            return refuse("bills go into the real bill validator; inserting one needs the simulated validator");
        }
        Integer code = null;
        for (var e : sim.denominations().valueCentsByCode().entrySet()) {
            if (e.getValue() == valueCents) {
                code = e.getKey();
            }
        }
        if (code == null) {
            return refuse("the validator's " + sim.denominations().currency() + " table has no bill of " + valueCents
                + " cents");
        }
        java.util.UUID credited;
        try {
            credited = sim.insert(code);
        } catch (RuntimeException e) {
            return refuse("bill refused: " + e.getMessage());
        }
        refreshCredits();
        if (credited == null) {
            return refuse("bill of " + valueCents + " cents returned by the validator");
        }
        return ok("bill of " + valueCents + " cents credited");
    }

    // ------------------------------------------------------------------ devices

    Reply door(Door door, boolean open) {
        if (doors.get(door) == open) {
            return new Reply(true, "");
        }
        doors.put(door, open);
        String code = "DOOR_OPEN." + door.name();
        if (open) {
            record(s -> s.doorOpened(door.name()));
            raiseTilt(TiltReason.DOOR_OPEN, code, door.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                + " door open");
            return ok("door " + door + " open");
        }
        record(s -> s.doorClosed(door.name()));
        clearTilt(code, "door closed");
        return ok("door " + door + " closed");
    }

    private Reply bill(BillEvent e) {
        switch (e) {
            case BillEvent.NoteEscrowed n -> {
                return new Reply(true, "");
            }
            case BillEvent.NoteStacked n -> {
                refreshCredits();
                return ok("bill of " + n.valueCents() + " cents credited");
            }
            case BillEvent.NoteReturned n -> {
                return ok("bill of " + n.valueCents() + " cents returned");
            }
            case BillEvent.NoteRejected n -> {
                record(s -> s.logEvent(EventType.BILL_REJECTED, n.reason() + " (code " + n.rawCode() + ")"));
                return ok("bill returned: " + n.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
            }
            case BillEvent.NoteInDoubt n -> {
                String detail = "bill " + (n.noteId() == null ? "(unknown)" : n.noteId()) + " of " + n.valueCents()
                    + " cents in doubt: " + n.why() + "; count the cash box and resolve it";
                raiseTilt(TiltReason.BILL_IN_DOUBT, "BILL_IN_DOUBT", detail);
                return ok(detail);
            }
            case BillEvent.FaultRaised f -> {
                if (f.fault() == ValidatorFault.PAUSE) {
                    return new Reply(true, "");
                }
                record(s -> s.logEvent(faultEvent(f.fault()), f.fault() + (f.detail() == 0 ? ""
                    : String.format(" (code 0x%02X)", f.detail()))));
                raiseTilt(TiltReason.VALIDATOR_FAULT, "VALIDATOR." + f.fault().name(), "bill validator: "
                    + f.fault().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
                return ok("bill validator fault " + f.fault());
            }
            case BillEvent.FaultCleared f -> {
                if (f.fault() != ValidatorFault.LEDGER_FAILED) {
                    clearTilt("VALIDATOR." + f.fault().name(), "validator");
                }
                return ok("bill validator fault " + f.fault() + " cleared");
            }
            case BillEvent.ProtocolError p -> {
                return new Reply(true, "");
            }
        }
    }

    private static EventType faultEvent(ValidatorFault f) {
        return switch (f) {
            case STACKER_FULL -> EventType.STACKER_FULL;
            case STACKER_OPEN -> EventType.STACKER_REMOVED;
            case ACCEPTOR_JAM, STACKER_JAM -> EventType.BILL_JAM;
            default -> EventType.CABINET;
        };
    }

    // ------------------------------------------------------------------ tilts and the store

    void raiseTilt(TiltReason reason, String code, String detail) {
        Tilt t = tilts.get(code);
        if (t == null) {
            tilts.put(code, new Tilt(reason, code, detail, clock.instant()));
        }
        if (!reason.needsRamClear()) {
            record(s -> s.raiseTilt(code, detail));
        }
    }

    void clearTilt(String code, String by) {
        if (tilts.remove(code) != null) {
            record(s -> s.clearTilt(code, by));
            if (tilts.isEmpty() && base == StateKind.PRESENTING && round != null) {
                armTimeout.accept(round.roundId());
            }
        }
    }

    /** A store write that must not stop the action if it fails: the failure becomes a tilt. */
    void record(Consumer<MeterStore> op) {
        if (!money.hasStore()) {
            return;
        }
        try {
            money.with(s -> {
                op.accept(s);
                return null;
            });
        } catch (MeterException e) {
            storeFailure(e);
        }
    }

    /** Turns a store failure into the lockup it calls for (regulations.md 1.1: never play on doubtful meters). */
    void storeFailure(MeterException e) {
        if (e.kind() == MeterException.Kind.AUDIT) {
            tilts.putIfAbsent("AUDIT_FAILURE", new Tilt(TiltReason.AUDIT_FAILURE, "AUDIT_FAILURE", e.getMessage(),
                clock.instant()));
        } else if (e.kind().ramError()) {
            tilts.putIfAbsent("RAM_ERROR", new Tilt(TiltReason.RAM_ERROR, "RAM_ERROR", e.getMessage(), clock.instant()));
        } else {
            tilts.putIfAbsent("STORE_FAULT", new Tilt(TiltReason.STORE_FAULT, "STORE_FAULT", e.getMessage(),
                clock.instant()));
            try {
                money.with(s -> s.raiseTilt("STORE_FAULT", e.getMessage()));
            } catch (RuntimeException ignored) {
                // The store cannot write: the tilt is shown now and its cause is found again at the next start.
            }
        }
    }

    void refreshCredits() {
        if (money.hasStore()) {
            try {
                credits = money.credits();
            } catch (MeterException e) {
                storeFailure(e);
            }
        }
    }
}
